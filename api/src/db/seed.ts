// First-start content: categories, question banks, translations, officials, plans, settings.
// Rows that exist are left alone, so an admin's edits survive a restart and new content is added.
import { randomBytes } from 'node:crypto';
import {
  bankExists,
  loadBank,
  loadCategories,
  loadGovernors,
  loadOfficialList,
  loadRepresentatives,
  loadSenators,
  loadStateCapitals,
  loadTranslation,
  OFFICIALS_AS_OF,
  questionId,
  stripVietnamesePrefix,
  translationExists,
} from '@civics/seed-data';
import { TEST_VERSIONS, TRANSLATION_LANGUAGES } from '@civics/sync-protocol/constants';
import type { Transaction } from 'kysely';
import type { DB, Db } from './database.js';
import { serializeWithOtherProcesses } from './dialect.js';
import { ensureSystemSettings } from './seed-settings.js';
import { seedN400 } from './seed-n400.js';
import { hashSecret } from '../lib/passwords.js';
import { nowIso } from '../lib/json.js';

/** The question columns the seed owns, as stored: start-up seeding and the admin's re-seed share them. */
export function seedQuestionColumns(
  version: string,
  q: ReturnType<typeof loadBank>['questions'][number],
  officialAnswers: string[],
) {
  return {
    version,
    categoryId: q.categoryId,
    subcategoryId: q.subcategoryId,
    questionText: q.questionText,
    options: JSON.stringify(q.options),
    correctOptionIndex: q.options.findIndex((o) => o.id === q.correctOptionId),
    correctOptionId: q.correctOptionId,
    explanation: q.explanation,
    isTimeSensitive: q.isTimeSensitive ? 1 : 0,
    stateSpecific: q.stateSpecific ? 1 : 0,
    star6520: q.star6520 ? 1 : 0,
    answersRequired: q.answersRequired,
    dynamicKind: q.dynamicKind,
    officialAnswers: JSON.stringify(officialAnswers),
    answerAsOf: q.answerAsOf ?? null,
  };
}

export async function seedContent(db: Db): Promise<void> {
  const now = nowIso();
  const categories = loadCategories();
  await db.transaction().execute(async (trx) => {
    // Several API processes may start at once on one PostgreSQL database: one seeds, the others
    // wait and then find the rows there (no second set of officials or plans).
    await serializeWithOtherProcesses(trx, 'seed');
    await ensureSystemSettings(trx);
    const categoryRows = categories.categories.map((c) => ({
      id: c.id,
      name: c.name,
      description: c.description,
      groupName: c.group,
      translations: JSON.stringify(c.translations),
    }));
    for (const rows of chunks(categoryRows)) {
      await trx
        .insertInto('categories')
        .values(rows)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    const subcategoryRows = categories.subcategories.map((s) => ({
      id: s.id,
      version: s.version,
      name: s.name,
      description: null,
      categoryId: s.categoryId,
      sortOrder: s.order,
    }));
    for (const rows of chunks(subcategoryRows)) {
      await trx
        .insertInto('subcategories')
        .values(rows)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }

    for (const version of TEST_VERSIONS) {
      if (!bankExists(version)) continue;
      const bank = loadBank(version);
      const official = new Map(loadOfficialList(version).map((q) => [q.number, q]));
      const questionRows = bank.questions.map((q) => ({
        id: questionId(version, q.officialNumber),
        officialNumber: q.officialNumber,
        ...seedQuestionColumns(version, q, official.get(q.officialNumber)?.answers ?? []),
        applicableStates: null,
        updatedAt: now,
      }));
      for (const rows of chunks(questionRows)) {
        await trx
          .insertInto('questions')
          .values(rows)
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      }
      for (const language of TRANSLATION_LANGUAGES) {
        if (!translationExists(version, language)) continue;
        // Older Vietnamese content carried labels such as 'Câu hỏi:'; they never reach a learner.
        const clean = (text: string) => (language === 'vi' ? stripVietnamesePrefix(text) : text);
        const translationRows = loadTranslation(version, language).questions.map((t) => ({
          questionId: questionId(version, t.officialNumber),
          language,
          questionText: clean(t.questionText),
          options: JSON.stringify(t.options.map((o) => ({ ...o, text: clean(o.text) }))),
          explanation: clean(t.explanation),
          updatedAt: now,
        }));
        for (const rows of chunks(translationRows)) {
          await trx
            .insertInto('translations')
            .values(rows)
            .onConflict((oc) => oc.columns(['questionId', 'language']).doNothing())
            .execute();
        }
      }
    }

    if (!(await trx.selectFrom('senators').select('id').limit(1).executeTakeFirst())) {
      const senatorRows = loadSenators().map((s) => ({
        state: s.state,
        stateName: s.stateName,
        senatorName: s.name,
        partisanship: s.party,
        inaugurationDay: s.startDate,
        portraitUrl: null,
        portraitData: null,
        portraitFileName: null,
        portraitMimeType: null,
        asOf: OFFICIALS_AS_OF.senators,
      }));
      for (const rows of chunks(senatorRows)) await trx.insertInto('senators').values(rows).execute();
    }
    if (!(await trx.selectFrom('governors').select('id').limit(1).executeTakeFirst())) {
      const governorRows = loadGovernors().map((g) => ({
        state: g.state,
        stateName: g.stateName,
        governorName: g.name,
        partisanship: g.party,
        inaugurationDay: g.startDate,
        portrait: null,
        portraitMimeType: null,
        portraitData: null,
        asOf: OFFICIALS_AS_OF.governors,
      }));
      for (const rows of chunks(governorRows)) await trx.insertInto('governors').values(rows).execute();
    }

    if (!(await trx.selectFrom('representatives').select('id').limit(1).executeTakeFirst())) {
      const representativeRows = loadRepresentatives().map((r) => ({
        state: r.state,
        district: r.district,
        name: r.name,
        party: r.party,
        delegateOrCommissioner: r.delegateOrCommissioner ? 1 : 0,
        asOf: OFFICIALS_AS_OF.representatives,
      }));
      for (const rows of chunks(representativeRows)) await trx.insertInto('representatives').values(rows).execute();
    }
    await seedN400(trx);
    const capitalRows = loadStateCapitals().map((c) => ({
      state: c.state,
      capital: c.capital,
      asOf: OFFICIALS_AS_OF.capitals,
    }));
    for (const rows of chunks(capitalRows)) {
      await trx
        .insertInto('stateCapitals')
        .values(rows)
        .onConflict((oc) => oc.column('state').doNothing())
        .execute();
    }

    if (!(await trx.selectFrom('pricingPlans').select('id').limit(1).executeTakeFirst())) {
      const features = JSON.stringify([
        'Access to all questions',
        'Multi-language support',
        'Progress tracking',
        'Unlimited practice tests',
      ]);
      await trx
        .insertInto('pricingPlans')
        .values([
          {
            planName: 'Monthly',
            description: 'Full access, billed every month',
            originalPrice: 999,
            salePrice: null,
            billingPeriod: 'monthly',
            features,
          },
          {
            planName: 'Yearly',
            description: 'Full access for a year',
            originalPrice: 5999,
            salePrice: 4999,
            billingPeriod: 'yearly',
            features,
          },
          {
            planName: 'Lifetime',
            description: 'One payment, access until your interview and beyond',
            originalPrice: 9999,
            salePrice: 7999,
            billingPeriod: 'one-time',
            features,
          },
        ])
        .execute();
    }
    // Only methods an admin can confirm by hand are enabled until a real card processor is connected.
    await trx
      .insertInto('paymentMethods')
      .values([
        {
          name: 'card',
          displayName: 'Credit or debit card',
          description: 'Visa, Mastercard, American Express',
          type: 'card',
          isEnabled: 0,
        },
        {
          name: 'paypal',
          displayName: 'PayPal',
          description: 'Pay with your PayPal account',
          type: 'digital_wallet',
          isEnabled: 0,
        },
        {
          name: 'zelle',
          displayName: 'Zelle',
          description: 'Send with Zelle; an admin confirms the payment',
          type: 'digital_wallet',
          isEnabled: 1,
        },
        {
          name: 'bank_transfer',
          displayName: 'Bank transfer',
          description: 'US accounts only, 1 to 3 business days',
          type: 'bank_transfer',
          isEnabled: 1,
        },
      ])
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  });
}

/**
 * Rows in groups of 100: one statement per group instead of one per row (a round trip each on
 * PostgreSQL), and far below either engine's limit on bound parameters per statement.
 */
function chunks<T>(rows: T[], size = 100): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < rows.length; i += size) groups.push(rows.slice(i, i + size));
  return groups;
}

export interface AdminSpec {
  username?: string | undefined;
  password?: string | undefined;
  email?: string | undefined;
}

/**
 * The first admin: ADMIN_USERNAME/ADMIN_PASSWORD/ADMIN_EMAIL create or update an approved admin.
 * With none given and no admin in the database, `admin` is made with a random password, which is
 * returned so the caller prints it once.
 */
export async function ensureAdmin(
  db: Db,
  spec: AdminSpec,
): Promise<{ username: string; generatedPassword?: string } | null> {
  const approved = { role: 'admin', isApproved: 1, approvalLevel: 2, emailVerified: 1 } as const;
  const findAdmin = (q: Db | Transaction<DB>) =>
    q.selectFrom('users').select('id').where('role', '=', 'admin').limit(1).executeTakeFirst();
  if (!(spec.username && spec.password) && (await findAdmin(db))) return null;
  // Hashed before the lock below (scrypt takes a moment).
  const generatedPassword = spec.username && spec.password ? undefined : randomBytes(12).toString('base64url');
  const passwordHash = await hashSecret(spec.password && spec.username ? spec.password : generatedPassword!);
  return db.transaction().execute(async (trx) => {
    // API processes starting together on one PostgreSQL database: one creates the admin, the
    // others wait and then find it (no unique violation stopping a process at start).
    await serializeWithOtherProcesses(trx, 'seed');
    if (spec.username && spec.password) {
      const existing = await trx
        .selectFrom('users')
        .select(['id', 'approvedAt'])
        .where('username', '=', spec.username)
        .executeTakeFirst();
      if (existing) {
        await trx
          .updateTable('users')
          .set({
            ...approved,
            passwordHash,
            approvedAt: existing.approvedAt ?? nowIso(),
            ...(spec.email ? { email: spec.email.toLowerCase() } : {}),
          })
          .where('id', '=', existing.id)
          .execute();
      } else {
        await trx
          .insertInto('users')
          .values({
            ...approved,
            username: spec.username,
            passwordHash,
            email: (spec.email ?? `${spec.username}@localhost`).toLowerCase(),
            cellphone: '0000000000',
            createdAt: nowIso(),
            approvedAt: nowIso(),
          })
          .execute();
      }
      return { username: spec.username };
    }
    if (await findAdmin(trx)) return null;
    await trx
      .insertInto('users')
      .values({
        ...approved,
        username: 'admin',
        passwordHash,
        email: (spec.email ?? 'admin@localhost').toLowerCase(),
        cellphone: '0000000000',
        createdAt: nowIso(),
        approvedAt: nowIso(),
      })
      .execute();
    return { username: 'admin', generatedPassword: generatedPassword! };
  });
}

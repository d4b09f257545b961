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
import type { Db } from './database.js';
import { ensureSystemSettings } from '../domains/settings/repository.js';
import { hashSecret } from '../lib/passwords.js';
import { nowIso } from '../lib/json.js';

export async function seedContent(db: Db): Promise<void> {
  const now = nowIso();
  const categories = loadCategories();
  await db.transaction().execute(async (trx) => {
    await ensureSystemSettings(trx);
    for (const c of categories.categories) {
      await trx
        .insertInto('categories')
        .values({ id: c.id, name: c.name, description: c.description, groupName: c.group, translations: JSON.stringify(c.translations) })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    for (const s of categories.subcategories) {
      await trx
        .insertInto('subcategories')
        .values({ id: s.id, version: s.version, name: s.name, description: null, categoryId: s.categoryId, sortOrder: s.order })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }

    for (const version of TEST_VERSIONS) {
      if (!bankExists(version)) continue;
      const bank = loadBank(version);
      const official = new Map(loadOfficialList(version).map((q) => [q.number, q]));
      for (const q of bank.questions) {
        await trx
          .insertInto('questions')
          .values({
            id: questionId(version, q.officialNumber),
            version,
            officialNumber: q.officialNumber,
            categoryId: q.categoryId,
            subcategoryId: q.subcategoryId,
            questionText: q.questionText,
            options: JSON.stringify(q.options),
            correctOptionIndex: q.options.findIndex((o) => o.id === q.correctOptionId),
            correctOptionId: q.correctOptionId,
            explanation: q.explanation,
            isTimeSensitive: q.isTimeSensitive ? 1 : 0,
            stateSpecific: q.stateSpecific ? 1 : 0,
            applicableStates: null,
            star6520: q.star6520 ? 1 : 0,
            answersRequired: q.answersRequired,
            dynamicKind: q.dynamicKind,
            officialAnswers: JSON.stringify(official.get(q.officialNumber)?.answers ?? []),
            updatedAt: now,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      }
      for (const language of TRANSLATION_LANGUAGES) {
        if (!translationExists(version, language)) continue;
        // Older Vietnamese content carried labels such as 'Câu hỏi:'; they never reach a learner.
        const clean = (text: string) => (language === 'vi' ? stripVietnamesePrefix(text) : text);
        for (const t of loadTranslation(version, language).questions) {
          await trx
            .insertInto('translations')
            .values({
              questionId: questionId(version, t.officialNumber),
              language,
              questionText: clean(t.questionText),
              options: JSON.stringify(t.options.map((o) => ({ ...o, text: clean(o.text) }))),
              explanation: clean(t.explanation),
              updatedAt: now,
            })
            .onConflict((oc) => oc.columns(['questionId', 'language']).doNothing())
            .execute();
        }
      }
    }

    if (!(await trx.selectFrom('senators').select('id').limit(1).executeTakeFirst())) {
      for (const s of loadSenators()) {
        await trx
          .insertInto('senators')
          .values({
            state: s.state, stateName: s.stateName, senatorName: s.name, partisanship: s.party, inaugurationDay: s.startDate,
            portraitUrl: null, portraitData: null, portraitFileName: null, portraitMimeType: null, asOf: OFFICIALS_AS_OF.senators,
          })
          .execute();
      }
    }
    if (!(await trx.selectFrom('governors').select('id').limit(1).executeTakeFirst())) {
      for (const g of loadGovernors()) {
        await trx
          .insertInto('governors')
          .values({
            state: g.state, stateName: g.stateName, governorName: g.name, partisanship: g.party, inaugurationDay: g.startDate,
            portrait: null, portraitMimeType: null, portraitData: null, asOf: OFFICIALS_AS_OF.governors,
          })
          .execute();
      }
    }

    if (!(await trx.selectFrom('representatives').select('id').limit(1).executeTakeFirst())) {
      for (const r of loadRepresentatives()) {
        await trx
          .insertInto('representatives')
          .values({ state: r.state, district: r.district, name: r.name, party: r.party, delegateOrCommissioner: r.delegateOrCommissioner ? 1 : 0, asOf: OFFICIALS_AS_OF.representatives })
          .execute();
      }
    }
    for (const c of loadStateCapitals()) {
      await trx
        .insertInto('stateCapitals')
        .values({ state: c.state, capital: c.capital, asOf: OFFICIALS_AS_OF.capitals })
        .onConflict((oc) => oc.column('state').doNothing())
        .execute();
    }

    if (!(await trx.selectFrom('pricingPlans').select('id').limit(1).executeTakeFirst())) {
      const features = JSON.stringify(['Access to all questions', 'Multi-language support', 'Progress tracking', 'Unlimited practice tests']);
      await trx
        .insertInto('pricingPlans')
        .values([
          { planName: 'Monthly', description: 'Full access, billed every month', originalPrice: 999, salePrice: null, billingPeriod: 'monthly', features },
          { planName: 'Yearly', description: 'Full access for a year', originalPrice: 5999, salePrice: 4999, billingPeriod: 'yearly', features },
          { planName: 'Lifetime', description: 'One payment, access until your interview and beyond', originalPrice: 9999, salePrice: 7999, billingPeriod: 'one-time', features },
        ])
        .execute();
    }
    // Only methods an admin can confirm by hand are enabled until a real card processor is connected.
    await trx
      .insertInto('paymentMethods')
      .values([
        { name: 'card', displayName: 'Credit or debit card', description: 'Visa, Mastercard, American Express', type: 'card', isEnabled: 0 },
        { name: 'paypal', displayName: 'PayPal', description: 'Pay with your PayPal account', type: 'digital_wallet', isEnabled: 0 },
        { name: 'zelle', displayName: 'Zelle', description: 'Send with Zelle; an admin confirms the payment', type: 'digital_wallet', isEnabled: 1 },
        { name: 'bank_transfer', displayName: 'Bank transfer', description: 'US accounts only, 1 to 3 business days', type: 'bank_transfer', isEnabled: 1 },
      ])
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  });
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
export async function ensureAdmin(db: Db, spec: AdminSpec): Promise<{ username: string; generatedPassword?: string } | null> {
  const approved = { role: 'admin', isApproved: 1, approvalLevel: 2, emailVerified: 1 } as const;
  if (spec.username && spec.password) {
    const passwordHash = await hashSecret(spec.password);
    const existing = await db.selectFrom('users').select(['id', 'approvedAt']).where('username', '=', spec.username).executeTakeFirst();
    if (existing) {
      await db
        .updateTable('users')
        .set({ ...approved, passwordHash, approvedAt: existing.approvedAt ?? nowIso(), ...(spec.email ? { email: spec.email.toLowerCase() } : {}) })
        .where('id', '=', existing.id)
        .execute();
    } else {
      await db
        .insertInto('users')
        .values({ ...approved, username: spec.username, passwordHash, email: (spec.email ?? `${spec.username}@localhost`).toLowerCase(), cellphone: '0000000000', createdAt: nowIso(), approvedAt: nowIso() })
        .execute();
    }
    return { username: spec.username };
  }
  const anyAdmin = await db.selectFrom('users').select('id').where('role', '=', 'admin').limit(1).executeTakeFirst();
  if (anyAdmin) return null;
  const generatedPassword = randomBytes(12).toString('base64url');
  await db
    .insertInto('users')
    .values({ ...approved, username: 'admin', passwordHash: await hashSecret(generatedPassword), email: (spec.email ?? 'admin@localhost').toLowerCase(), cellphone: '0000000000', createdAt: nowIso(), approvedAt: nowIso() })
    .execute();
  return { username: 'admin', generatedPassword };
}

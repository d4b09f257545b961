// First-start content: categories, question banks, translations, officials, plans, settings.
// Rows that exist are left alone, so an admin's edits survive a restart and new content is added.
import { randomBytes } from 'node:crypto';
import {
  bankExists,
  loadBank,
  loadCategories,
  loadOfficialList,
  loadTranslation,
  questionId,
  stripVietnamesePrefix,
  translationExists,
} from '@civics/seed-data';
import { TEST_VERSIONS, TRANSLATION_LANGUAGES, type TestVersion } from '@civics/sync-protocol/constants';
import type { Transaction } from 'kysely';
import type { DB, Db } from './database.js';
import { serializeWithOtherProcesses } from './dialect.js';
import { ensureSystemSettings } from './seed-settings.js';
import { seedN400 } from './seed-n400.js';
import { insertInChunks } from './seed-chunks.js';
import { seedOfficials } from './seed-officials.js';
import { seedPayments } from './seed-payments.js';
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

/** A reference translation as stored: start-up seeding and the admin's re-seed share it. */
export function seedTranslationRow(
  version: TestVersion,
  language: string,
  t: ReturnType<typeof loadTranslation>['questions'][number],
  updatedAt: string,
) {
  // Older Vietnamese content carried labels such as 'Câu hỏi:'; they never reach a learner.
  const clean = (text: string) => (language === 'vi' ? stripVietnamesePrefix(text) : text);
  return {
    questionId: questionId(version, t.officialNumber),
    language,
    questionText: clean(t.questionText),
    options: JSON.stringify(t.options.map((o) => ({ ...o, text: clean(o.text) }))),
    explanation: clean(t.explanation),
    updatedAt,
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
    await insertInChunks(trx, 'categories', categoryRows, ['id']);
    const subcategoryRows = categories.subcategories.map((s) => ({
      id: s.id,
      version: s.version,
      name: s.name,
      description: null,
      categoryId: s.categoryId,
      sortOrder: s.order,
    }));
    await insertInChunks(trx, 'subcategories', subcategoryRows, ['id']);

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
      await insertInChunks(trx, 'questions', questionRows, ['id']);
      for (const language of TRANSLATION_LANGUAGES) {
        if (!translationExists(version, language)) continue;
        const translationRows = loadTranslation(version, language).questions.map((t) =>
          seedTranslationRow(version, language, t, now),
        );
        await insertInChunks(trx, 'translations', translationRows, ['questionId', 'language']);
      }
    }

    await seedOfficials(trx);
    await seedN400(trx);
    await seedPayments(trx);
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

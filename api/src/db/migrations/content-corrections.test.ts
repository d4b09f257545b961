// Migration 0013 on a database seeded before issue 19's corrections: the content is put back as the
// old seed wrote it (one question and one translation an admin changed meanwhile), then the
// migration runs and must correct the seed's text only.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.js';
import { up } from './0013_h19b_content_corrections.js';
import { QUESTION_EDITS, TRANSLATION_EDITS } from './0013_h19b_content_corrections.data.js';

const OLD_SECTIONS: Array<[from: number, to: number, subcategory: number]> = [
  [58, 67, 4],
  [68, 73, 5],
  [74, 87, 6],
  [96, 100, 8],
];

async function asSeededBefore(app: Awaited<ReturnType<typeof buildTestApp>>) {
  const db = app.db;
  await db
    .updateTable('subcategories')
    .set({ name: 'The Constitution and New Government' })
    .where('id', '=', 5)
    .execute();
  await db.updateTable('subcategories').set({ name: 'Modern American History' }).where('id', '=', 6).execute();
  await db.updateTable('subcategories').set({ name: 'Symbols and Holidays' }).where('id', '=', 8).execute();
  await db.updateTable('subcategories').set({ sortOrder: 9 }).where('id', '=', 9).execute();
  for (const [from, to, sub] of OLD_SECTIONS) {
    await db
      .updateTable('questions')
      .set({ subcategoryId: sub })
      .where('version', '=', '2008')
      .where('officialNumber', '>=', from)
      .where('officialNumber', '<=', to)
      .execute();
  }
  await db.deleteFrom('subcategories').where('id', '=', 18).execute();
  for (const [id, field, from] of QUESTION_EDITS)
    await db
      .updateTable('questions')
      .set({ [field]: from })
      .where('id', '=', id)
      .execute();
  await db.updateTable('questions').set({ answerAsOf: null }).execute();
  for (const [questionId, language, field, from] of TRANSLATION_EDITS) {
    const row = await db
      .selectFrom('translations')
      .select(['id', 'options'])
      .where('questionId', '=', questionId)
      .where('language', '=', language)
      .executeTakeFirstOrThrow();
    if (field === 'questionText' || field === 'explanation') {
      await db
        .updateTable('translations')
        .set({ [field]: from })
        .where('id', '=', row.id)
        .execute();
    } else {
      const options = (JSON.parse(row.options) as Array<{ id: string; text: string }>).map((o) =>
        o.id === field ? { ...o, text: from } : o,
      );
      await db
        .updateTable('translations')
        .set({ options: JSON.stringify(options) })
        .where('id', '=', row.id)
        .execute();
    }
  }
  await db.updateTable('governors').set({ termEnd: '2027-01-01' }).where('state', '=', 'FL').execute();
  await db.updateTable('governors').set({ inaugurationDay: '2025-01-09' }).where('state', '=', 'WA').execute();
  // An admin's work since: Q100 edited, Q33's Korean explanation rewritten, Illinois' end date set by hand.
  await db.updateTable('questions').set({ editedByAdmin: 1 }).where('id', '=', 100).execute();
  await db
    .updateTable('translations')
    .set({ explanation: 'An admin wrote this.' })
    .where('questionId', '=', 1033)
    .where('language', '=', 'ko')
    .execute();
  await db.updateTable('governors').set({ termEnd: '2027-01-12' }).where('state', '=', 'IL').execute();
}

describe('migration 0013: content corrections for a database seeded before them', () => {
  it('files 2008 questions by USCIS section, corrects seed text and dates, and keeps every admin change', async () => {
    const app = await buildTestApp();
    await asSeededBefore(app);
    await up(app.db as unknown as Kysely<any>);

    const subcategories = new Map(
      (await app.db.selectFrom('subcategories').select(['id', 'name']).where('version', '=', '2008').execute()).map(
        (s) => [s.id, s.name],
      ),
    );
    const sectionOf = async (n: number) =>
      subcategories.get(
        (await app.db.selectFrom('questions').select('subcategoryId').where('id', '=', n).executeTakeFirstOrThrow())
          .subcategoryId!,
      );
    expect(await sectionOf(70)).toBe('Colonial Period and Independence');
    expect(await sectionOf(71)).toBe('1800s');
    expect(await sectionOf(78)).toBe('Recent American History and Other Important Historical Information');
    expect(await sectionOf(98)).toBe('Symbols');
    expect(await sectionOf(99)).toBe('Holidays');
    expect(await sectionOf(100)).toBe('Symbols'); // edited by an admin: left where it was

    const q = async (id: number) =>
      app.db
        .selectFrom('questions')
        .select(['explanation', 'answerAsOf'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    expect((await q(28)).explanation).not.toMatch(/As of October 2025/);
    expect((await q(28)).answerAsOf).toBe('2026-04-01');
    expect((await q(1084)).explanation).toContain('most of them first printed in New York newspapers');

    const translation = (questionId: number, language: string) =>
      app.db
        .selectFrom('translations')
        .select(['questionText', 'explanation', 'options'])
        .where('questionId', '=', questionId)
        .where('language', '=', language)
        .executeTakeFirstOrThrow();
    expect((await translation(1095, 'vi')).options).toContain('Liên minh miền Nam (Confederacy)');
    expect((await translation(1095, 'vi')).options).not.toContain('Liên hiệp');
    expect((await translation(40, 'ko')).questionText).toBe('현재 미국의 대법원장은 누구인가?');
    expect((await translation(1033, 'ko')).explanation).toBe('An admin wrote this.');

    const governor = (state: string) =>
      app.db
        .selectFrom('governors')
        .select(['termEnd', 'inaugurationDay'])
        .where('state', '=', state)
        .executeTakeFirstOrThrow();
    expect((await governor('FL')).termEnd).toBe('2027-01-05');
    expect((await governor('IL')).termEnd).toBe('2027-01-12');
    expect((await governor('WA')).inaugurationDay).toBe('2025-01-15');

    // Running it again changes nothing (a restart re-runs nothing, but a second pass must be harmless).
    await up(app.db as unknown as Kysely<any>);
    expect(
      await app.db
        .selectFrom('subcategories')
        .select('id')
        .where('name', '=', 'Holidays')
        .where('version', '=', '2008')
        .execute(),
    ).toHaveLength(1);
  });

  it('finds nothing to do on a database the corrected seed filled', async () => {
    const app = await buildTestApp();
    const before = await app.db
      .selectFrom('translations')
      .select(['questionId', 'language', 'questionText', 'explanation', 'options'])
      .orderBy('id')
      .execute();
    await up(app.db as unknown as Kysely<any>);
    expect(
      await app.db
        .selectFrom('translations')
        .select(['questionId', 'language', 'questionText', 'explanation', 'options'])
        .orderBy('id')
        .execute(),
    ).toEqual(before);
    expect(
      (await app.db.selectFrom('questions').select('subcategoryId').where('id', '=', 99).executeTakeFirstOrThrow())
        .subcategoryId,
    ).toBe(18);
  });
});

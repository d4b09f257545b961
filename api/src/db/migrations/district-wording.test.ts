// Migration 0018's wording step on a database seeded before it: 2025 Q23's Vietnamese and Q89's Korean
// option are put back as the old seed wrote them (Q23's explanation rewritten by an admin meanwhile),
// then the step runs and must correct the seed's text only.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.js';
import { TRANSLATION_EDITS, translations } from './0018_h19d_district_wording.js';

type Options = Array<{ id: string; text: string }>;
const optionFour = (options: string) => (JSON.parse(options) as Options).find((o) => o.id === 'option_4')!.text;
const withOptionFour = (options: string, text: string) =>
  JSON.stringify((JSON.parse(options) as Options).map((o) => (o.id === 'option_4' ? { ...o, text } : o)));

/** Distractor options the step corrects: [questionId, language, the corrected seed's text, the old seed's]. */
const OPTIONS_PUT_BACK: Array<[number, string, string, string]> = [
  [1089, 'ko', '초대 우정장관', '초대 우편 전신 공사 총재'],
  [1002, 'zh-TW', '《解放宣言》', '解放宣言'],
];

describe('migration 0018: the second reading of the translations', () => {
  it('says "Thượng nghị sĩ" where the seed text stands, and keeps an admin\'s rewrite', async () => {
    const app = await buildTestApp();
    const db = app.db;
    const translationRow = (questionId: number, language: string) =>
      db
        .selectFrom('translations')
        .selectAll()
        .where('questionId', '=', questionId)
        .where('language', '=', language)
        .executeTakeFirstOrThrow();

    const row = await translationRow(1023, 'vi');
    // A fresh database already has the corrected seed.
    expect(row.questionText).toBe('Hiện nay, ai là một trong các Thượng nghị sĩ Hoa Kỳ của bang bạn?');
    const old = Object.fromEntries(
      TRANSLATION_EDITS.filter(([id]) => id === 1023).map(([, , field, from]) => [field, from]),
    );
    await db
      .updateTable('translations')
      .set({
        questionText: old.questionText!,
        options: withOptionFour(row.options, old.option_4!),
        explanation: 'An admin wrote this.',
      })
      .where('id', '=', row.id)
      .execute();
    for (const [questionId, language, corrected, oldText] of OPTIONS_PUT_BACK) {
      const option = await translationRow(questionId, language);
      expect(optionFour(option.options)).toBe(corrected);
      await db
        .updateTable('translations')
        .set({ options: withOptionFour(option.options, oldText) })
        .where('id', '=', option.id)
        .execute();
    }

    await translations(db as unknown as Kysely<any>);

    for (const [questionId, language, corrected] of OPTIONS_PUT_BACK)
      expect(optionFour((await translationRow(questionId, language)).options)).toBe(corrected);
    const after = await translationRow(1023, 'vi');
    expect(after.questionText).toBe('Hiện nay, ai là một trong các Thượng nghị sĩ Hoa Kỳ của bang bạn?');
    expect(optionFour(after.options)).toBe(
      'Câu trả lời tùy theo bang: hãy tra cứu tên các Thượng nghị sĩ của bang bạn',
    );
    expect(after.explanation).toBe('An admin wrote this.');
    // The other options are untouched.
    expect(JSON.parse(after.options)).toHaveLength(4);
  });
});

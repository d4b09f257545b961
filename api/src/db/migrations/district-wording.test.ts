// Migration 0018's wording step on a database seeded before it: 2025 Q23's Vietnamese and Q89's Korean
// option are put back as the old seed wrote them (Q23's explanation rewritten by an admin meanwhile),
// then the step runs and must correct the seed's text only.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.js';
import { TRANSLATION_EDITS, translations } from './0018_h19d_district_wording.js';

describe('migration 0018: the second reading of the translations', () => {
  it('says "Thượng nghị sĩ" where the seed text stands, and keeps an admin\'s rewrite', async () => {
    const app = await buildTestApp();
    const db = app.db;
    const row = await db
      .selectFrom('translations')
      .selectAll()
      .where('questionId', '=', 1023)
      .where('language', '=', 'vi')
      .executeTakeFirstOrThrow();
    // A fresh database already has the corrected seed.
    expect(row.questionText).toBe('Hiện nay, ai là một trong các Thượng nghị sĩ Hoa Kỳ của bang bạn?');
    const old = Object.fromEntries(
      TRANSLATION_EDITS.filter(([id]) => id === 1023).map(([, , field, from]) => [field, from]),
    );
    const options = (JSON.parse(row.options) as Array<{ id: string; text: string }>).map((o) =>
      o.id === 'option_4' ? { ...o, text: old.option_4! } : o,
    );
    await db
      .updateTable('translations')
      .set({ questionText: old.questionText!, options: JSON.stringify(options), explanation: 'An admin wrote this.' })
      .where('id', '=', row.id)
      .execute();

    const hamilton = await db
      .selectFrom('translations')
      .selectAll()
      .where('questionId', '=', 1089)
      .where('language', '=', 'ko')
      .executeTakeFirstOrThrow();
    const optionFour = (text: string) =>
      (JSON.parse(text) as Array<{ id: string; text: string }>).find((o) => o.id === 'option_4')!.text;
    expect(optionFour(hamilton.options)).toBe('초대 우정장관');
    const oldHamilton = (JSON.parse(hamilton.options) as Array<{ id: string; text: string }>).map((o) =>
      o.id === 'option_4' ? { ...o, text: '초대 우편 전신 공사 총재' } : o,
    );
    await db
      .updateTable('translations')
      .set({ options: JSON.stringify(oldHamilton) })
      .where('id', '=', hamilton.id)
      .execute();

    const zhTw = await db
      .selectFrom('translations')
      .selectAll()
      .where('questionId', '=', 1002)
      .where('language', '=', 'zh-TW')
      .executeTakeFirstOrThrow();
    expect(optionFour(zhTw.options)).toBe('《解放宣言》');
    const oldZhTw = (JSON.parse(zhTw.options) as Array<{ id: string; text: string }>).map((o) =>
      o.id === 'option_4' ? { ...o, text: '解放宣言' } : o,
    );
    await db
      .updateTable('translations')
      .set({ options: JSON.stringify(oldZhTw) })
      .where('id', '=', zhTw.id)
      .execute();

    await translations(db as unknown as Kysely<any>);

    expect(
      optionFour(
        (await db.selectFrom('translations').select('options').where('id', '=', zhTw.id).executeTakeFirstOrThrow())
          .options,
      ),
    ).toBe('《解放宣言》');

    expect(
      optionFour(
        (await db.selectFrom('translations').select('options').where('id', '=', hamilton.id).executeTakeFirstOrThrow())
          .options,
      ),
    ).toBe('초대 우정장관');

    const after = await db.selectFrom('translations').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(after.questionText).toBe('Hiện nay, ai là một trong các Thượng nghị sĩ Hoa Kỳ của bang bạn?');
    expect(
      (JSON.parse(after.options) as Array<{ id: string; text: string }>).find((o) => o.id === 'option_4')!.text,
    ).toBe('Câu trả lời tùy theo bang: hãy tra cứu tên các Thượng nghị sĩ của bang bạn');
    expect(after.explanation).toBe('An admin wrote this.');
    // The other options are untouched.
    expect(JSON.parse(after.options)).toHaveLength(4);
  });
});

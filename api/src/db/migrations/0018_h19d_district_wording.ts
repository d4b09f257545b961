// Frozen in time: never import application code here.
import type { Kysely } from 'kysely';

// Issue 19 (task 19d):
// - users.congressional_district: the learner's district, beside their state on the account. With it
//   the representative question names their own Representative (the representatives table); null
//   means "not chosen", and at-large seats are district 0 as in that table.
// - Second reading of the Vietnamese: 2025 Q23 says "Thượng nghị sĩ" (Senator) as 2008 Q20 now does
//   for the same English question; "nghị sĩ" alone could be read as any member of Congress. Changed
//   only where the text is still exactly what the seed wrote (an admin's edit stays).
// - Traditional Chinese 2025: the Emancipation Proclamation as a distractor option is a document title
//   in 《》 like every other document in the bank.
// - Korean 2025 Q89 (Hamilton): the Postmaster General distractor says "초대 우정장관" as Q68 and Q85 do.
// [questionId, language, column or option id, text the seed wrote, corrected text]
export const TRANSLATION_EDITS: Array<[number, string, string, string, string]> = [
  [
    1023,
    'vi',
    'questionText',
    'Hiện nay, một trong các nghị sĩ Hoa Kỳ của bang bạn là ai?',
    'Hiện nay, ai là một trong các Thượng nghị sĩ Hoa Kỳ của bang bạn?',
  ],
  [
    1023,
    'vi',
    'option_4',
    'Câu trả lời tùy theo bang: hãy tra cứu tên các nghị sĩ của bang bạn',
    'Câu trả lời tùy theo bang: hãy tra cứu tên các Thượng nghị sĩ của bang bạn',
  ],
  [
    1023,
    'vi',
    'explanation',
    'Mỗi bang có hai nghị sĩ Hoa Kỳ, nên câu trả lời tùy thuộc vào nơi bạn sống. Hãy học thuộc tên một nghị sĩ của bang bạn trước buổi phỏng vấn. Người sống ở Washington, D.C. hoặc ở một vùng lãnh thổ của Hoa Kỳ nên trả lời rằng nơi đó không có nghị sĩ Hoa Kỳ.',
    'Mỗi bang có hai Thượng nghị sĩ Hoa Kỳ, nên câu trả lời tùy thuộc vào nơi bạn sống. Hãy học thuộc tên một Thượng nghị sĩ của bang bạn trước buổi phỏng vấn. Người sống ở Washington, D.C. hoặc ở một vùng lãnh thổ của Hoa Kỳ nên trả lời rằng nơi đó không có Thượng nghị sĩ Hoa Kỳ.',
  ],
  [1089, 'ko', 'option_4', '초대 우편 전신 공사 총재', '초대 우정장관'],
  [1002, 'zh-TW', 'option_4', '解放宣言', '《解放宣言》'],
  [1011, 'zh-TW', 'option_3', '解放宣言', '《解放宣言》'],
  [1014, 'zh-TW', 'option_1', '解放宣言', '《解放宣言》'],
  [1082, 'zh-TW', 'option_4', '解放宣言', '《解放宣言》'],
];
const COLUMN: Record<string, string> = { questionText: 'question_text', explanation: 'explanation' };

/** The wording step alone (exported for its test: the column step has run on a test database). */
export async function translations(db: Kysely<any>): Promise<void> {
  for (const [questionId, language, field, from, to] of TRANSLATION_EDITS) {
    const column = COLUMN[field];
    if (column) {
      await db
        .updateTable('translations')
        .set({ [column]: to })
        .where('question_id', '=', questionId)
        .where('language', '=', language)
        .where(column, '=', from)
        .execute();
      continue;
    }
    const row = await db
      .selectFrom('translations')
      .select(['id', 'options'])
      .where('question_id', '=', questionId)
      .where('language', '=', language)
      .executeTakeFirst();
    if (!row) continue;
    const options = JSON.parse(String(row.options)) as Array<{ id: string; text: string }>;
    const option = options.find((o) => o.id === field && o.text === from);
    if (!option) continue;
    option.text = to;
    await db
      .updateTable('translations')
      .set({ options: JSON.stringify(options) })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('congressional_district', 'integer').execute();
  await translations(db);
}

// The wording is not undone (the older text was ambiguous); the column goes.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('congressional_district').execute();
}

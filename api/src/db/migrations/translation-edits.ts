// Frozen in time: never import application code here. Migrations 0013 and 0018 correct seeded
// translations with this step; changing what it does changes what those migrations did.
import type { Kysely } from 'kysely';

/** [questionId, language, column or option id, text the seed wrote, corrected text] */
export type TranslationEdit = [number, string, string, string, string];

const COLUMN: Record<string, string> = { questionText: 'question_text', explanation: 'explanation' };

/**
 * Writes each corrected text only where the translation still holds exactly what the seed wrote
 * (an admin's edit stays). A question text or explanation is a column; an option id changes that
 * option's text alone inside the options JSON.
 */
export async function applyTranslationEdits(db: Kysely<any>, edits: readonly TranslationEdit[]): Promise<void> {
  for (const [questionId, language, field, from, to] of edits) {
    const column = COLUMN[field];
    if (column) {
      await db
        .updateTable('translations')
        .set({ [column]: to })
        .where('question_id', '=', questionId)
        .where('language', '=', language)
        .where(column, '=', from)
        .execute();
    } else {
      await correctOption(db, questionId, language, field, from, to);
    }
  }
}

async function correctOption(
  db: Kysely<any>,
  questionId: number,
  language: string,
  optionId: string,
  from: string,
  to: string,
) {
  const row = await db
    .selectFrom('translations')
    .select(['id', 'options'])
    .where('question_id', '=', questionId)
    .where('language', '=', language)
    .executeTakeFirst();
  if (!row) return;
  const options = JSON.parse(String(row.options)) as Array<{ id: string; text: string }>;
  const option = options.find((o) => o.id === optionId && o.text === from);
  if (!option) return;
  option.text = to;
  await db
    .updateTable('translations')
    .set({ options: JSON.stringify(options) })
    .where('id', '=', row.id)
    .execute();
}

// The seed-data validator's rules for a question an admin writes (seed-data/src/validate.ts):
// option ids option_1..n in order (kept as they were on an edit, because translations refer to
// them), exactly one correct option, no empty or duplicate options (compared the way answers are
// graded: case, articles and punctuation do not count), a known category, a subcategory of that
// category and bank, and an official number unique in its bank. The first problem is answered as a
// 400 naming the field, before anything is written.
import { normalizeAnswer } from '@civics/seed-data';
import { US_STATE_CODES } from '@civics/sync-protocol/constants';
import type { OptionDto } from '@civics/sync-protocol';
import type { DbOrTrx } from '../../db/database.js';
import { badRequest } from '../../lib/http-error.js';

/** The question as it would be stored after the write. */
export interface QuestionDraft {
  version: string;
  categoryId: number;
  subcategoryId: number | null;
  questionText: string;
  options: OptionDto[];
  correctOptionId: string;
  stateSpecific: boolean;
  applicableStates: string[] | null;
  answerAsOf: string | null;
  /** Accepted answers for typed/spoken grading; null: derived from the correct option as before. */
  officialAnswers?: string[] | null;
}

const fail = (field: string, message: string) => badRequest(message, { [field]: message });

export const expectedOptionIds = (count: number) => Array.from({ length: count }, (_, i) => `option_${i + 1}`);

/** The rules that need no database; `previousIds` are the ids of the question being edited. */
export function checkQuestionShape(draft: QuestionDraft, previousIds?: string[]): void {
  if (!draft.questionText.trim()) throw fail('questionText', 'The question text is empty');
  const ids = draft.options.map((o) => o.id);
  const correct = draft.options.filter((o) => o.id === draft.correctOptionId);
  if (correct.length !== 1)
    throw fail(
      'correctOptionId',
      correct.length === 0
        ? `Exactly one option must be correct: "${draft.correctOptionId}" is not one of the options`
        : 'Exactly one option must be correct: the correct option id appears more than once',
    );
  if (previousIds && ids.join() !== previousIds.join())
    throw fail('options', `Option ids must stay as they were (${previousIds.join(', ')}): translations refer to them`);
  if (ids.join() !== expectedOptionIds(ids.length).join())
    throw fail('options', `Option ids must be ${expectedOptionIds(ids.length).join(', ')} in that order`);
  draft.options.forEach((option, index) => {
    if (!option.text.trim()) throw fail('options', `Option ${index + 1} is empty`);
  });
  const seen = new Map<string, string>();
  for (const option of draft.options) {
    const key = normalizeAnswer(option.text);
    const twin = seen.get(key);
    if (twin !== undefined) throw fail('options', `Options "${twin}" and "${option.text}" are the same answer`);
    seen.set(key, option.text);
  }
  const unknownState = (draft.applicableStates ?? []).find((s) => !US_STATE_CODES.includes(s));
  if (unknownState) throw fail('applicableStates', `Unknown state "${unknownState}"`);
  if (!draft.stateSpecific && draft.applicableStates && draft.applicableStates.length > 0)
    throw fail('applicableStates', 'Applicable states are only used by a state-specific question');
  if (draft.officialAnswers) {
    const accepted = new Map<string, string>();
    for (const answer of draft.officialAnswers) {
      const key = normalizeAnswer(answer);
      if (!key) throw fail('officialAnswers', `Accepted answer "${answer}" is empty once punctuation is left out`);
      const twin = accepted.get(key);
      if (twin !== undefined)
        throw fail('officialAnswers', `Accepted answers "${twin}" and "${answer}" are the same answer`);
      accepted.set(key, answer);
    }
  }
  if (draft.answerAsOf && Number.isNaN(Date.parse(`${draft.answerAsOf}T00:00:00Z`)))
    throw fail('answerAsOf', `"${draft.answerAsOf}" is not a date`);
}

/** The rules that look at other rows: category, subcategory and (on create) the official number. */
export async function checkQuestionReferences(db: DbOrTrx, draft: QuestionDraft, newNumber?: number): Promise<void> {
  const category = await db.selectFrom('categories').select('id').where('id', '=', draft.categoryId).executeTakeFirst();
  if (!category) throw fail('categoryId', `Unknown category ${draft.categoryId}`);
  if (draft.subcategoryId !== null) {
    const sub = await db
      .selectFrom('subcategories')
      .selectAll()
      .where('id', '=', draft.subcategoryId)
      .executeTakeFirst();
    if (!sub) throw fail('subcategoryId', `Unknown subcategory ${draft.subcategoryId}`);
    if (sub.version !== draft.version || sub.categoryId !== draft.categoryId)
      throw fail(
        'subcategoryId',
        `Subcategory ${sub.id} belongs to category ${sub.categoryId} of the ${sub.version} bank, not to category ${draft.categoryId} of the ${draft.version} bank`,
      );
  }
  if (newNumber !== undefined) {
    const taken = await db
      .selectFrom('questions')
      .select('id')
      .where('version', '=', draft.version)
      .where('officialNumber', '=', newNumber)
      .executeTakeFirst();
    if (taken) throw fail('officialNumber', `Question ${newNumber} already exists in the ${draft.version} bank`);
  }
}

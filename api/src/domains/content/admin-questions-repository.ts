// Questions as the admin sees and writes them: every row (inactive ones too), with the admin's
// own flags. Learner reads stay in repository.ts / service.ts.
import type {
  AdminQuestionCreate,
  AdminQuestionDto,
  AdminQuestionsQuery,
  AdminQuestionUpdate,
} from '@civics/sync-protocol';
import { DB_INT_MAX } from '@civics/sync-protocol';
import type { TestVersion } from '@civics/sync-protocol/constants';
import { questionId } from '@civics/seed-data';
import type { DbOrTrx, QuestionRow } from '../../db/database.js';
import { nowIso } from '../../lib/json.js';
import { asOfInText } from '../officials/freshness.js';
import { toQuestionDto } from './repository.js';
import type { QuestionDraft } from './admin-question-rules.js';

/** The day a time-sensitive answer is as of: the stored date, else the one its explanation states. */
const answerAsOfOf = (row: QuestionRow) =>
  row.answerAsOf ?? (row.isTimeSensitive === 1 ? asOfInText(row.explanation) : null);

export function toAdminQuestionDto(row: QuestionRow): AdminQuestionDto {
  return {
    ...toQuestionDto(row),
    editedByAdmin: row.editedByAdmin === 1,
    createdByAdmin: row.createdByAdmin === 1,
    answerAsOf: answerAsOfOf(row),
    updatedAt: row.updatedAt,
  };
}

export const findQuestion = (db: DbOrTrx, id: number) =>
  db.selectFrom('questions').selectAll().where('id', '=', id).executeTakeFirst();

export async function listAdminQuestions(db: DbOrTrx, query: AdminQuestionsQuery) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 50;
  let base = db.selectFrom('questions');
  if (query.version) base = base.where('version', '=', query.version);
  if (query.categoryId !== undefined) base = base.where('categoryId', '=', query.categoryId);
  if (query.subcategoryId !== undefined) base = base.where('subcategoryId', '=', query.subcategoryId);
  if (query.active !== undefined) base = base.where('isActive', '=', query.active ? 1 : 0);
  const search = query.search
    ?.trim()
    .toLowerCase()
    .replace(/[%_\\]/g, '');
  if (search) {
    // officialNumber is a 32-bit integer column: a longer number is searched as text only, since
    // PostgreSQL refuses to compare an int column with a value out of its range (a 500, issue 34).
    const number = /^\d{1,10}$/.test(search) && Number(search) <= DB_INT_MAX ? Number(search) : null;
    // lower() on both sides: LIKE is case-insensitive in SQLite but not in PostgreSQL.
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['questionText']), 'like', `%${search}%`),
        eb(eb.fn('lower', ['explanation']), 'like', `%${search}%`),
        ...(number !== null ? [eb('officialNumber', '=', number)] : []),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('version')
      .orderBy('officialNumber')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toAdminQuestionDto), total: Number(count.n), page, pageSize };
}

/** The draft a write would store: the current row with the changes over it. */
export function draftOf(row: QuestionRow, changes: AdminQuestionUpdate): QuestionDraft {
  const current = toAdminQuestionDto(row);
  return {
    version: row.version,
    categoryId: changes.categoryId ?? current.categoryId,
    subcategoryId: changes.subcategoryId !== undefined ? changes.subcategoryId : current.subcategoryId,
    questionText: changes.questionText ?? current.questionText,
    options: changes.options ?? current.options,
    correctOptionId: changes.correctOptionId ?? current.correctOptionId,
    stateSpecific: changes.stateSpecific ?? current.stateSpecific,
    applicableStates: changes.applicableStates !== undefined ? changes.applicableStates : current.applicableStates,
    answerAsOf: changes.answerAsOf !== undefined ? changes.answerAsOf : current.answerAsOf,
    officialAnswers: changes.officialAnswers?.map((a) => a.trim()) ?? null,
  };
}

/**
 * Typed answers are graded against the official answers: when the admin replaces the correct
 * answer (a new Speaker), the old correct text leaves that list and the new one joins it.
 */
function officialAnswersAfter(row: QuestionRow, draft: QuestionDraft): string {
  if (draft.officialAnswers) return JSON.stringify(draft.officialAnswers);
  const before = toQuestionDto(row);
  const oldText = before.options.find((o) => o.id === before.correctOptionId)?.text.trim();
  const newText = draft.options.find((o) => o.id === draft.correctOptionId)?.text.trim();
  const answers = before.officialAnswers ?? [];
  if (!newText || oldText === newText || !oldText || !answers.includes(oldText)) return row.officialAnswers;
  return JSON.stringify(answers.map((a) => (a === oldText ? newText : a)));
}

/**
 * Stores an edit. A save that changes nothing (the editor sends every field) leaves the row as it
 * was: not marked "edited by admin" (the seed import would skip it from then on), nothing to audit.
 */
export async function updateQuestion(
  db: DbOrTrx,
  row: QuestionRow,
  changes: AdminQuestionUpdate,
): Promise<{ row: QuestionRow; changed: boolean }> {
  const draft = draftOf(row, changes);
  const values = {
    categoryId: draft.categoryId,
    subcategoryId: draft.subcategoryId,
    questionText: draft.questionText.trim(),
    options: JSON.stringify(draft.options.map((o) => ({ id: o.id, text: o.text.trim() }))),
    correctOptionId: draft.correctOptionId,
    correctOptionIndex: draft.options.findIndex((o) => o.id === draft.correctOptionId),
    ...(changes.explanation !== undefined ? { explanation: changes.explanation.trim() } : {}),
    ...(changes.isActive !== undefined ? { isActive: changes.isActive ? 1 : 0 } : {}),
    ...(changes.isTimeSensitive !== undefined ? { isTimeSensitive: changes.isTimeSensitive ? 1 : 0 } : {}),
    stateSpecific: draft.stateSpecific ? 1 : 0,
    applicableStates:
      draft.applicableStates && draft.applicableStates.length > 0 ? JSON.stringify(draft.applicableStates) : null,
    // The date the editor showed was read from the explanation: sent back as it was, it stays unstored.
    answerAsOf: draft.answerAsOf === answerAsOfOf(row) ? row.answerAsOf : draft.answerAsOf,
    officialAnswers: officialAnswersAfter(row, draft),
  };
  const changed = (Object.keys(values) as Array<keyof typeof values>).some((key) => values[key] !== row[key]);
  if (!changed) return { row, changed: false };
  await db
    .updateTable('questions')
    .set({ ...values, editedByAdmin: 1, updatedAt: nowIso() })
    .where('id', '=', row.id)
    .execute();
  return { row: (await findQuestion(db, row.id))!, changed: true };
}

/** Ids follow the seed's rule (2008: the number, 2025: 1000 + number), so they never collide. */
export async function insertQuestion(db: DbOrTrx, input: AdminQuestionCreate): Promise<QuestionRow> {
  const id = questionId(input.version as TestVersion, input.officialNumber);
  await db
    .insertInto('questions')
    .values({
      id,
      version: input.version,
      officialNumber: input.officialNumber,
      categoryId: input.categoryId,
      subcategoryId: input.subcategoryId,
      questionText: input.questionText.trim(),
      options: JSON.stringify(input.options.map((o) => ({ id: o.id, text: o.text.trim() }))),
      correctOptionIndex: input.options.findIndex((o) => o.id === input.correctOptionId),
      correctOptionId: input.correctOptionId,
      explanation: (input.explanation ?? '').trim(),
      isActive: input.isActive === false ? 0 : 1,
      isTimeSensitive: input.isTimeSensitive ? 1 : 0,
      stateSpecific: input.stateSpecific ? 1 : 0,
      applicableStates:
        input.applicableStates && input.applicableStates.length > 0 ? JSON.stringify(input.applicableStates) : null,
      answerAsOf: input.answerAsOf ?? null,
      officialAnswers: JSON.stringify(
        input.officialAnswers?.map((a) => a.trim()) ?? [
          input.options.find((o) => o.id === input.correctOptionId)?.text.trim() ?? '',
        ],
      ),
      editedByAdmin: 1,
      createdByAdmin: 1,
      updatedAt: nowIso(),
    })
    .execute();
  return (await findQuestion(db, id))!;
}

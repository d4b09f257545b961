import { LIMITS, type QuestionDto, type TestVersion, type TranslationDto } from '@civics/sync-protocol';
import type { DbOrTrx, QuestionRow, UserRow } from '../../db/database.js';
import { parseJson } from '../../lib/json.js';
import { effectiveLevel } from '../../services/accounts.js';

export function toQuestionDto(row: QuestionRow): QuestionDto {
  return {
    id: row.id,
    version: row.version,
    officialNumber: row.officialNumber,
    categoryId: row.categoryId,
    subcategoryId: row.subcategoryId,
    questionText: row.questionText,
    options: parseJson(row.options, []),
    correctOptionIndex: row.correctOptionIndex,
    correctOptionId: row.correctOptionId,
    explanation: row.explanation,
    isActive: row.isActive === 1,
    isTimeSensitive: row.isTimeSensitive === 1,
    stateSpecific: row.stateSpecific === 1,
    applicableStates: parseJson<string[] | null>(row.applicableStates, null),
    jurisdictionType: row.jurisdictionType,
    star6520: row.star6520 === 1,
    answersRequired: row.answersRequired,
    dynamicKind: row.dynamicKind,
    officialAnswers: parseJson<string[]>(row.officialAnswers, []),
    answerAsOf: row.answerAsOf ?? null,
  };
}

/**
 * The questions a user may see (DESIGN.md §2: what a user may not see is never sent):
 * level 0 none; level 1 the first 20 of the bank by officialNumber; level 2 everything, with
 * state-specific questions limited to the user's state; admins everything.
 */
export async function visibleQuestions(db: DbOrTrx, user: UserRow, version: TestVersion): Promise<QuestionRow[]> {
  const level = effectiveLevel(user);
  if (level === 0) return [];
  let query = db
    .selectFrom('questions')
    .selectAll()
    .where('version', '=', version)
    .where('isActive', '=', 1)
    .orderBy('officialNumber')
    .orderBy('id');
  if (level === 1) query = query.limit(LIMITS.level1QuestionCap);
  const rows = await query.execute();
  if (user.role === 'admin' || level === 1) return rows;
  return rows.filter((row) => {
    if (!row.stateSpecific) return true;
    const states = parseJson<string[] | null>(row.applicableStates, null);
    return states === null || (user.state !== null && states.includes(user.state));
  });
}

export async function translationsFor(
  db: DbOrTrx,
  questionIds: number[],
  language?: string,
): Promise<TranslationDto[]> {
  if (questionIds.length === 0) return [];
  let query = db.selectFrom('translations').selectAll().where('questionId', 'in', questionIds);
  if (language) query = query.where('language', '=', language);
  const rows = await query.orderBy('questionId').execute();
  return rows.map((row) => ({
    id: row.id,
    questionId: row.questionId,
    language: row.language,
    questionText: row.questionText,
    options: parseJson(row.options, []),
    explanation: row.explanation,
  }));
}

export async function listCategories(db: DbOrTrx) {
  const rows = await db.selectFrom('categories').selectAll().orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    group: row.groupName,
    translations: parseJson<Record<string, { name: string }>>(row.translations, {}),
  }));
}

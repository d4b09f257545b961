// Rows of the translations table (one per question and language) and the English question they belong to.
import type { OptionDto, TranslationDto } from '@civics/sync-protocol';
import type { DbOrTrx, QuestionRow } from '../../db/database.js';
import { nowIso, parseJson } from '../../lib/json.js';
import type { TranslationTexts } from './translation-input.js';

type TranslationRow = {
  id: number;
  questionId: number;
  language: string;
  questionText: string;
  options: string;
  explanation: string;
};

export const toTranslationDto = (row: TranslationRow): TranslationDto => ({
  id: row.id,
  questionId: row.questionId,
  language: row.language,
  questionText: row.questionText,
  options: parseJson<OptionDto[]>(row.options, []),
  explanation: row.explanation,
});

export async function findQuestion(db: DbOrTrx, questionId: number): Promise<QuestionRow | undefined> {
  return db.selectFrom('questions').selectAll().where('id', '=', questionId).executeTakeFirst();
}

export const questionOptions = (question: QuestionRow): OptionDto[] => parseJson<OptionDto[]>(question.options, []);

export async function findTranslation(
  db: DbOrTrx,
  questionId: number,
  language: string,
): Promise<TranslationDto | undefined> {
  const row = await db
    .selectFrom('translations')
    .selectAll()
    .where('questionId', '=', questionId)
    .where('language', '=', language)
    .executeTakeFirst();
  return row && toTranslationDto(row);
}

export async function findTranslationById(db: DbOrTrx, id: number): Promise<TranslationDto | undefined> {
  const row = await db.selectFrom('translations').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toTranslationDto(row);
}

export async function insertTranslation(
  db: DbOrTrx,
  questionId: number,
  language: string,
  texts: TranslationTexts,
): Promise<TranslationDto> {
  const row = await db
    .insertInto('translations')
    .values({
      questionId,
      language,
      questionText: texts.questionText,
      options: JSON.stringify(texts.options),
      explanation: texts.explanation,
      updatedAt: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toTranslationDto(row);
}

export async function updateTranslationTexts(
  db: DbOrTrx,
  id: number,
  texts: TranslationTexts,
): Promise<TranslationDto> {
  const row = await db
    .updateTable('translations')
    .set({
      questionText: texts.questionText,
      options: JSON.stringify(texts.options),
      explanation: texts.explanation,
      updatedAt: nowIso(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toTranslationDto(row);
}

/** Every question's English with its translation in one language: the translation memory's source. */
export async function englishWithTranslations(db: DbOrTrx, language: string) {
  const [questions, translations] = await Promise.all([
    db.selectFrom('questions').select(['id', 'questionText', 'options', 'explanation']).execute(),
    db.selectFrom('translations').selectAll().where('language', '=', language).execute(),
  ]);
  const byQuestion = new Map(translations.map((t) => [t.questionId, toTranslationDto(t)]));
  return questions.map((q) => ({
    id: q.id,
    questionText: q.questionText,
    options: parseJson<OptionDto[]>(q.options, []),
    explanation: q.explanation,
    translation: byQuestion.get(q.id),
  }));
}

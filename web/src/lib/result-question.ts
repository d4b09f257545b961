// One answered question as the results and review screens show it: what the browser kept in the
// StudyResult, completed from the question bank on the device when the result left fields out.
import type { OptionDto, QuestionTranslationDto } from '@civics/sync-protocol';
import type { StoredQuestion } from '../db/database';
import type { StudyResultQuestion } from './study-result';

export interface ResultQuestion {
  questionId: number;
  officialNumber: number;
  questionText: string;
  /** In the order the learner saw them (the study screen shuffles options). */
  options: OptionDto[];
  correctOptionId: string | null;
  explanation: string;
  /** The translation-language block, when there is one. */
  translation: QuestionTranslationDto | null;
  userAnswerId: string | null;
  isCorrect: boolean;
}

/** A (lettered) option: A, B, C ... */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

/** The spec's fallback (part 1 §3): ids of 1000 and above belong to the 2025 bank, number = id - 1000. */
export const fallbackOfficialNumber = (questionId: number) => (questionId >= 1000 ? questionId - 1000 : questionId);

function correctIdOf(options: OptionDto[], correctOptionId?: string, correctOptionIndex?: number): string | null {
  if (correctOptionId && options.some((o) => o.id === correctOptionId)) return correctOptionId;
  if (correctOptionIndex !== undefined) return options[correctOptionIndex]?.id ?? null;
  return correctOptionId ?? null;
}

/** The result may carry the answer as an id or (older shape) as an index into the options. */
function answerIdOf(question: StudyResultQuestion, options: OptionDto[]): string | null {
  if (question.userAnswerId) return question.userAnswerId;
  const index = (question as { userAnswerIndex?: unknown }).userAnswerIndex;
  return typeof index === 'number' ? (options[index]?.id ?? null) : null;
}

export function toResultQuestion(question: StudyResultQuestion, stored: StoredQuestion | undefined, language: string): ResultQuestion {
  const options = question.options?.length ? question.options : (stored?.options ?? []);
  const correctOptionId = question.options?.length
    ? correctIdOf(options, question.correctOptionId ?? stored?.correctOptionId, question.correctOptionIndex)
    : correctIdOf(options, stored?.correctOptionId ?? question.correctOptionId, stored?.correctOptionIndex);
  const translation = language === 'none' || language === 'en' ? null : (question.translations?.[language] ?? stored?.translations[language] ?? null);
  return {
    questionId: question.questionId,
    officialNumber: stored?.officialNumber ?? fallbackOfficialNumber(question.questionId),
    questionText: question.questionText ?? stored?.questionText ?? '',
    options,
    correctOptionId,
    explanation: question.explanation ?? stored?.explanation ?? '',
    translation,
    userAnswerId: answerIdOf(question, options),
    isCorrect: question.isCorrect,
  };
}

/** The translated text of an option: matched by id, else by position. */
export function translatedOption(translation: QuestionTranslationDto | null, option: OptionDto, index: number): string | null {
  if (!translation) return null;
  return translation.options.find((o) => o.id === option.id)?.text ?? translation.options[index]?.text ?? null;
}

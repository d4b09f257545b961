// One answered question as the results and review screens show it: what the browser kept in the
// StudyResult, completed from the question bank on the device when the result left fields out.
import type { OfficeChange } from '@civics/sync-protocol/office-change';
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
  /** Time-sensitive answers show how current they are (the device's copy says; unknown otherwise). */
  isTimeSensitive: boolean;
  answerAsOf: string | null;
  /** The holder's term behind the answer ended with nobody new in force (issue 34 item 11). */
  officeChange?: OfficeChange | null;
}

/** The correct option's English text ('' when the question has none), read aloud after the question. */
export const correctOptionText = (question: Pick<ResultQuestion, 'options' | 'correctOptionId'>) =>
  question.options.find((o) => o.id === question.correctOptionId)?.text ?? '';

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

/** The current options in the order the learner saw them (the kept copy's ids), new ones last. */
function inSeenOrder(current: OptionDto[], seen: OptionDto[] | undefined): OptionDto[] {
  if (!seen?.length) return current;
  const byId = new Map(current.map((o) => [o.id, o]));
  const ordered = seen.map((o) => byId.get(o.id)).filter((o): o is OptionDto => !!o);
  return [...ordered, ...current.filter((o) => !ordered.includes(o))];
}

/**
 * The question as the device holds it today (`stored`, already as of the device's day) wins over
 * the copy the browser kept when it was answered: answers change (a new governor, an admin's
 * correction) and a retake must grade by the current one. The kept copy fills in only for a
 * question the device does not hold; the learner's own answer and verdict are always the kept ones.
 */
export function toResultQuestion(
  question: StudyResultQuestion,
  stored: StoredQuestion | undefined,
  language: string,
): ResultQuestion {
  const current = stored?.options.length ? stored : undefined;
  const options = current ? inSeenOrder(current.options, question.options) : (question.options ?? []);
  const correctOptionId = current
    ? correctIdOf(options, current.correctOptionId, undefined)
    : correctIdOf(options, question.correctOptionId, question.correctOptionIndex);
  const translation =
    language === 'none' || language === 'en'
      ? null
      : (current?.translations[language] ?? question.translations?.[language] ?? null);
  return {
    questionId: question.questionId,
    officialNumber: stored?.officialNumber ?? fallbackOfficialNumber(question.questionId),
    questionText: current?.questionText ?? question.questionText ?? '',
    options,
    correctOptionId,
    explanation: current?.explanation ?? question.explanation ?? '',
    translation,
    userAnswerId: answerIdOf(question, question.options?.length ? question.options : options),
    isCorrect: question.isCorrect,
    isTimeSensitive: stored?.isTimeSensitive ?? false,
    answerAsOf: stored?.answerAsOf ?? null,
    officeChange: stored?.officeChange ?? null,
  };
}

/** The translated text of an option: matched by id, else by position. */
export function translatedOption(
  translation: QuestionTranslationDto | null,
  option: OptionDto,
  index: number,
): string | null {
  if (!translation) return null;
  return translation.options.find((o) => o.id === option.id)?.text ?? translation.options[index]?.text ?? null;
}

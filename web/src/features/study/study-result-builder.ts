// The StudyResult the results screen shows (spec part 1 §3), built from what the learner answered.
import type { OptionDto } from '@civics/sync-protocol';
import type { StoredQuestion } from '../../db/database';
import { percent, type StudyResult } from '../../lib/study-result';
import type { SpokenResult } from '../../ui/spoken/spoken-result';
import { secondsSince } from './use-study-clock';

/** A question left open a whole day counts a day of study time, not more. */
const MAX_STUDY_TIME_SECONDS = 86_400;

export interface AnswerRecord {
  /** The option chosen; a spoken answer counts as the correct option when right, '' when wrong. */
  optionId: string;
  isCorrect: boolean;
  /** Seconds spent on the question before answering. */
  studyTime: number;
  /** Epoch ms, to know which question was attempted last. */
  answeredAt: number;
  /** Answered out loud (or typed, or self-marked) with "Say it" (issue 23). */
  spoken?: SpokenResult;
}

/** The answer given now to a question shown at `shownAt`: `option` null for one said out loud. */
export function answerRecord(question: StoredQuestion, option: OptionDto | null, shownAt: number): AnswerRecord {
  return {
    optionId: option?.id ?? '',
    isCorrect: option?.id === question.correctOptionId,
    studyTime: Math.min(MAX_STUDY_TIME_SECONDS, secondsSince(shownAt)),
    answeredAt: Date.now(),
  };
}

interface BuildInput {
  batch: readonly StoredQuestion[];
  answers: Readonly<Record<number, AnswerRecord>>;
  /** The options in the order the learner saw them. */
  optionsOf: (question: StoredQuestion) => OptionDto[];
  elapsedSeconds: number;
  completed: boolean;
  language: string;
}

/** Only answered questions count: a question the learner skipped is neither right nor wrong. */
export function buildStudyResult({
  batch,
  answers,
  optionsOf,
  elapsedSeconds,
  completed,
  language,
}: BuildInput): StudyResult {
  const answered = batch.filter((q) => answers[q.id]);
  const correctAnswers = answered.filter((q) => answers[q.id]!.isCorrect).length;
  const last = answered.reduce<StoredQuestion | undefined>(
    (latest, q) => (!latest || answers[q.id]!.answeredAt >= answers[latest.id]!.answeredAt ? q : latest),
    undefined,
  );
  return {
    totalQuestions: answered.length,
    correctAnswers,
    score: percent(correctAnswers, answered.length),
    completed,
    elapsedTime: Math.max(0, Math.round(elapsedSeconds)),
    ...(last ? { lastQuestionNumber: last.officialNumber } : {}),
    skippedQuestionIds: batch.filter((q) => !answers[q.id]).map((q) => q.id),
    questions: answered.map((q) => {
      const answer = answers[q.id]!;
      const options = optionsOf(q);
      const translation = q.translations[language];
      return {
        questionId: q.id,
        userAnswerId: answer.optionId || null,
        isCorrect: answer.isCorrect,
        questionText: q.questionText,
        options,
        correctOptionIndex: options.findIndex((o) => o.id === q.correctOptionId),
        correctOptionId: q.correctOptionId,
        explanation: q.explanation,
        ...(translation ? { translations: { [language]: translation } } : {}),
      };
    }),
  };
}

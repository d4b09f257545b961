// The last study result rebuilt from synced records (issue 14, "History on every device"). A study
// session record says how many questions, how many right and when it ended, but not which
// questions: those are the answers recorded during the session (each answer is stored the moment
// it is given, the session when it ends). So a session's questions are the answers whose time lies
// between its start (end minus its duration) and its end, leaving out the answers a test wrote.
// What the records cannot tell is which option the learner chose. A right answer in study is the
// correct option, so it is shown as chosen (also when a later review got it right: the review's
// answer is what the results screen shows then); a wrong one keeps `userAnswerId: null` (which
// wrong option is unknown, and none is invented) and the screen says the choice was not saved.
import type { StoredAnswer, StoredQuestion, StoredStudySession, StoredTestAttempt } from '../../db/database';
import { percent, type StudyResult, type StudyResultQuestion } from '../study-result';

/** Seconds of leeway before a session's start and after its end (the clocks are the same device's). */
const SESSION_SLACK_MS = 5_000;
/** A test's answers are written right after its attempt: this long after its end still belongs to it. */
const TEST_ANSWER_SLACK_MS = 60_000;

const ms = (iso: string) => Date.parse(iso);

/** Answers a test wrote (its own questions, between its start and just after its end). */
export function isTestAnswer(answer: StoredAnswer, attempts: readonly StoredTestAttempt[]): boolean {
  const at = ms(answer.answeredAt);
  return attempts.some(
    (attempt) =>
      at >= ms(attempt.startedAt) &&
      at <= ms(attempt.completedAt) + TEST_ANSWER_SLACK_MS &&
      attempt.questionsData.some((entry) => entry.questionId === answer.questionId),
  );
}

/** The study sessions that count: sessions of the study screen ended after the last "Begin again". */
export function countedStudySessions(
  sessions: readonly StoredStudySession[],
  progressResetAt: string | null,
): StoredStudySession[] {
  const resetMs = progressResetAt ? ms(progressResetAt) : -Infinity;
  return sessions
    .filter((s) => s.sessionType === 'study' && ms(s.completedAt) > resetMs)
    .sort((a, b) => ms(a.completedAt) - ms(b.completedAt));
}

/**
 * The answers of one session, one per question (the latest when a question appears twice), in the
 * order given; at most `questionsCount`, keeping the latest ones.
 */
export function sessionAnswers(
  session: StoredStudySession,
  answers: readonly StoredAnswer[],
  attempts: readonly StoredTestAttempt[],
): StoredAnswer[] {
  const end = ms(session.completedAt) + SESSION_SLACK_MS;
  const start = ms(session.completedAt) - session.totalTime * 1000 - SESSION_SLACK_MS;
  const inWindow = answers
    .filter((a) => {
      const at = ms(a.answeredAt);
      return at >= start && at <= end;
    })
    .filter((a) => !isTestAnswer(a, attempts))
    .sort((a, b) => ms(a.answeredAt) - ms(b.answeredAt));
  const latestPerQuestion = new Map<number, StoredAnswer>();
  for (const answer of inWindow) {
    latestPerQuestion.delete(answer.questionId);
    latestPerQuestion.set(answer.questionId, answer);
  }
  return [...latestPerQuestion.values()].slice(-Math.max(0, session.questionsCount));
}

export interface StudyHistoryInput {
  session: StoredStudySession;
  answers: readonly StoredAnswer[];
  attempts: readonly StoredTestAttempt[];
  questions: ReadonlyMap<number, StoredQuestion>;
  language: string;
}

/**
 * The StudyResult of `session` in the spec's key format, or null when none of its answers are on
 * the device. Score and counts come from the session record (what the learner saw); a question
 * missed in the session and answered right later (the incorrect-questions review, not a test)
 * counts as right, as the results screen shows it after that review.
 */
export function rebuildStudyResult({
  session,
  answers,
  attempts,
  questions,
  language,
}: StudyHistoryInput): StudyResult | null {
  const own = sessionAnswers(session, answers, attempts);
  if (own.length === 0) return null;
  const endMs = ms(session.completedAt);
  const fixedLater = new Set(
    answers
      .filter((a) => a.isCorrect && ms(a.answeredAt) > endMs + SESSION_SLACK_MS && !isTestAnswer(a, attempts))
      .map((a) => a.questionId),
  );
  let flipped = 0;
  const resultQuestions = own.map((answer): StudyResultQuestion => {
    const isCorrect = answer.isCorrect || fixedLater.has(answer.questionId);
    if (isCorrect && !answer.isCorrect) flipped += 1;
    const stored = questions.get(answer.questionId);
    if (!stored) return { questionId: answer.questionId, userAnswerId: null, isCorrect };
    const translation = stored.translations[language];
    return {
      questionId: stored.id,
      userAnswerId: isCorrect ? stored.correctOptionId : null,
      isCorrect,
      questionText: stored.questionText,
      options: stored.options,
      correctOptionIndex: stored.options.findIndex((o) => o.id === stored.correctOptionId),
      correctOptionId: stored.correctOptionId,
      explanation: stored.explanation,
      ...(translation ? { translations: { [language]: translation } } : {}),
    };
  });
  const totalQuestions = Math.max(session.questionsCount, resultQuestions.length);
  const correctAnswers = Math.min(totalQuestions, session.correctAnswers + flipped);
  const last = own.at(-1);
  const lastNumber = last ? questions.get(last.questionId)?.officialNumber : undefined;
  return {
    totalQuestions,
    correctAnswers,
    score: percent(correctAnswers, totalQuestions),
    // The record does not say whether time ran out; a recorded session was ended by the learner or the clock.
    completed: true,
    elapsedTime: session.totalTime,
    ...(lastNumber !== undefined ? { lastQuestionNumber: lastNumber } : {}),
    questions: resultQuestions,
  };
}

/** The missed questions of a result, as the incorrect-questions screen reads them. */
export const missedQuestions = (result: StudyResult): StudyResultQuestion[] =>
  result.questions.filter((q) => !q.isCorrect);

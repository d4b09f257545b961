// FSRS cards derived from the answer log (issue 14). Every recorded answer — study, incorrect review,
// test, Review mode, mock interview — is one FSRS review: right = Good, wrong = Again, a typed answer
// right only after a near miss = Hard. Nothing here is stored: the schedule is recomputed from the
// answers, so it is the same wherever the same answers are.
//
// Where it runs: on the device, from the synced answer log (every device holds the account's whole log
// after a pull). That works offline (the Review queue and the progress page need no connection), needs
// no server change and no new sync op, and one replay of 2,000 answers takes milliseconds (see
// web/scripts/bench-spaced.ts). A server-side copy would only be a second truth to keep in step.
import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';

/** An answer as the device stores it (StoredAnswer without its owner). */
export interface LoggedAnswer {
  id: string;
  questionId: number;
  isCorrect: boolean;
  studyTime: number;
  answeredAt: string;
  rating?: 'hard';
}

/**
 * Fixed parameters, the same on every device: ts-fsrs's default weights, 90 % retention asked for,
 * no fuzz (the same log always gives the same due dates) and no same-day learning steps — a learner
 * works in day-sized sessions with a daily goal, so the shortest interval is one day and a question
 * answered today is never due again today. Intervals stop at a year: the interview is nearer than that.
 */
export const SCHEDULER = fsrs({
  request_retention: 0.9,
  maximum_interval: 365,
  enable_fuzz: false,
  enable_short_term: false,
});

/** What the log says about one question since the last "begin again". */
export interface QuestionMemory {
  questionId: number;
  card: Card;
  answers: number;
  wrong: number;
  studyTime: number;
  lastAnsweredAt: string;
}

export function ratingOf(answer: Pick<LoggedAnswer, 'isCorrect' | 'rating'>): Grade {
  if (!answer.isCorrect) return Rating.Again;
  return answer.rating === 'hard' ? Rating.Hard : Rating.Good;
}

/**
 * The answers that count, in replay order: those after the last "begin again" (`resetAt`, the same
 * rule as web/src/db/progress.ts and the server), by time, ties by id so every device agrees.
 */
export function answersSinceReset<A extends LoggedAnswer>(
  answers: readonly A[],
  resetAt: string | null | undefined,
): A[] {
  const counted = resetAt ? answers.filter((a) => a.answeredAt > resetAt) : [...answers];
  return counted.sort((a, b) =>
    a.answeredAt < b.answeredAt ? -1 : a.answeredAt > b.answeredAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
}

/** Replays the log through FSRS: one card per question answered since the reset. */
export function replaySchedule(
  answers: readonly LoggedAnswer[],
  resetAt: string | null | undefined,
): Map<number, QuestionMemory> {
  const memory = new Map<number, QuestionMemory>();
  for (const answer of answersSinceReset(answers, resetAt)) {
    const at = new Date(answer.answeredAt);
    const known = memory.get(answer.questionId);
    const card = SCHEDULER.next(known?.card ?? createEmptyCard(at), at, ratingOf(answer)).card;
    memory.set(answer.questionId, {
      questionId: answer.questionId,
      card,
      answers: (known?.answers ?? 0) + 1,
      wrong: (known?.wrong ?? 0) + (answer.isCorrect ? 0 : 1),
      studyTime: (known?.studyTime ?? 0) + answer.studyTime,
      lastAnsweredAt: answer.answeredAt,
    });
  }
  return memory;
}

/**
 * The chance the learner recalls a question now: FSRS retrievability for a question answered since
 * the reset; NEW_QUESTION_RECALL for one never answered.
 */
export function recallNow(memory: QuestionMemory | undefined, now: Date): number {
  if (!memory) return NEW_QUESTION_RECALL;
  return SCHEDULER.get_retrievability(memory.card, now, false);
}

/**
 * The stated prior for a question never answered since the reset: 0.3. Some civics answers are
 * general knowledge ("Who was the first President?"), most are not; an oral answer cannot be guessed
 * from options. Low on purpose: readiness should not look good before the learner has practised.
 */
export const NEW_QUESTION_RECALL = 0.3;

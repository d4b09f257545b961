// FSRS cards derived from the answer log (issue 14). Every recorded answer — study, incorrect review,
// test, Review mode, mock interview — is one FSRS review: right = Good, wrong = Again, a typed answer
// right only after a near miss = Hard. Nothing here is stored: the schedule is recomputed from the
// answers, so it is the same wherever the same answers are.
//
// Where it runs: on the device, from the synced answer log (every device holds the account's whole log
// after a pull). That works offline (the Review queue and the progress page need no connection), needs
// no server change and no new sync op, and one replay of 2,000 answers takes milliseconds (see
// web/scripts/bench-spaced.ts). A server-side copy would only be a second truth to keep in step.
// The replay works for any item id (replayCards, replayItems): the N-400 words (issue 32) are scheduled
// by the same SCHEDULER from their own synced log (vocabulary answers), apart from the questions.
import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';

/**
 * One review of any item, whatever the item is (a civics question, an N-400 word): what FSRS needs
 * to replay it, and the id that orders ties.
 */
export interface ReviewedAnswer {
  id: string;
  isCorrect: boolean;
  answeredAt: string;
  rating?: 'hard';
}

/** An answer as the device stores it (StoredAnswer without its owner). */
export interface LoggedAnswer extends ReviewedAnswer {
  questionId: number;
  studyTime: number;
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
export interface QuestionMemory extends ItemMemory {
  questionId: number;
  studyTime: number;
}

export function ratingOf(answer: Pick<ReviewedAnswer, 'isCorrect' | 'rating'>): Grade {
  if (!answer.isCorrect) return Rating.Again;
  return answer.rating === 'hard' ? Rating.Hard : Rating.Good;
}

/**
 * The answers that count, in replay order: those after the last "begin again" (`resetAt`, the same
 * rule as web/src/db/progress.ts and the server), by time, ties by id so every device agrees.
 */
export function answersSinceReset<A extends ReviewedAnswer>(
  answers: readonly A[],
  resetAt: string | null | undefined,
): A[] {
  const counted = resetAt ? answers.filter((a) => a.answeredAt > resetAt) : [...answers];
  return counted.sort((a, b) =>
    a.answeredAt < b.answeredAt ? -1 : a.answeredAt > b.answeredAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
}

/**
 * Replays any review log through FSRS: one card per item (`itemOf` names it) answered since the reset,
 * with what `fold` keeps about it beside the card (the previous value, the new card, the answer).
 */
export function replayCards<A extends ReviewedAnswer, K, M extends { card: Card }>(
  answers: readonly A[],
  resetAt: string | null | undefined,
  itemOf: (answer: A) => K,
  fold: (known: M | undefined, card: Card, answer: A) => M,
): Map<K, M> {
  const memory = new Map<K, M>();
  for (const answer of answersSinceReset(answers, resetAt)) {
    const at = new Date(answer.answeredAt);
    const item = itemOf(answer);
    const known = memory.get(item);
    const card = SCHEDULER.next(known?.card ?? createEmptyCard(at), at, ratingOf(answer)).card;
    memory.set(item, fold(known, card, answer));
  }
  return memory;
}

/** What the log says about any item since the reset: its card, how often it was answered and missed. */
export interface ItemMemory {
  card: Card;
  answers: number;
  wrong: number;
  lastAnsweredAt: string;
}

const foldItem = (known: ItemMemory | undefined, card: Card, answer: ReviewedAnswer): ItemMemory => ({
  card,
  answers: (known?.answers ?? 0) + 1,
  wrong: (known?.wrong ?? 0) + (answer.isCorrect ? 0 : 1),
  lastAnsweredAt: answer.answeredAt,
});

/** The cards of any items (N-400 words: their term ids) from their review log, by the same SCHEDULER. */
export const replayItems = <A extends ReviewedAnswer, K>(
  answers: readonly A[],
  resetAt: string | null | undefined,
  itemOf: (answer: A) => K,
): Map<K, ItemMemory> => replayCards(answers, resetAt, itemOf, foldItem);

/** Replays the log through FSRS: one card per question answered since the reset. */
export function replaySchedule(
  answers: readonly LoggedAnswer[],
  resetAt: string | null | undefined,
): Map<number, QuestionMemory> {
  return replayCards(
    answers,
    resetAt,
    (answer) => answer.questionId,
    (known: QuestionMemory | undefined, card, answer): QuestionMemory => ({
      ...foldItem(known, card, answer),
      questionId: answer.questionId,
      studyTime: (known?.studyTime ?? 0) + answer.studyTime,
    }),
  );
}

/**
 * The chance the learner recalls a question now: FSRS retrievability for a question answered since
 * the reset; NEW_QUESTION_RECALL for one never answered.
 */
export function recallNow(memory: Pick<ItemMemory, 'card'> | undefined, now: Date): number {
  if (!memory) return NEW_QUESTION_RECALL;
  return SCHEDULER.get_retrievability(memory.card, now, false);
}

/**
 * The stated prior for a question never answered since the reset: 0.3. Some civics answers are
 * general knowledge ("Who was the first President?"), most are not; an oral answer cannot be guessed
 * from options. Low on purpose: readiness should not look good before the learner has practised.
 */
export const NEW_QUESTION_RECALL = 0.3;

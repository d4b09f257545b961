// Home's one primary action (issue 22): what the learner should do now, chosen from what the device
// holds. Questions due today by the spaced schedule come first (forgetting is what costs a pass);
// otherwise the next study batch — "Start" before the first answer, "Continue" after.
import { alignToBatch } from '../../lib/study-batch';

export type NextAction =
  | { kind: 'review'; count: number }
  | { kind: 'start' | 'continue'; first: number; last: number }
  /** No questions on the device yet (first sync still running, or offline before it). */
  | { kind: 'waiting' };

export interface NextActionInput {
  /** Official numbers of the learner's study bank, in study order. */
  bankNumbers: readonly number[];
  /** The saved batch index (settings' currentBatchIndex). */
  savedIndex: number;
  perSession: number;
  /** Questions due by the end of today. */
  dueToday: number;
  /** Answers counted since the last "begin again". */
  answersCounted: number;
}

export function chooseNextAction({
  bankNumbers,
  savedIndex,
  perSession,
  dueToday,
  answersCounted,
}: NextActionInput): NextAction {
  if (bankNumbers.length === 0) return { kind: 'waiting' };
  if (dueToday > 0) return { kind: 'review', count: dueToday };
  const size = Math.max(1, perSession);
  const aligned = alignToBatch(savedIndex, size);
  // Past the end the study screen starts again at question 1; Home says the same.
  const start = aligned < bankNumbers.length ? aligned : 0;
  const batch = bankNumbers.slice(start, start + size);
  return { kind: answersCounted === 0 ? 'start' : 'continue', first: batch[0]!, last: batch.at(-1)! };
}

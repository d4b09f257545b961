// The Review mode's queue: questions due by the end of today first (the most overdue first), then
// questions never answered since the reset (in the bank's order), up to the learner's daily goal.
import type { QuestionMemory } from './schedule';

export interface QueuedQuestion {
  questionId: number;
  kind: 'due' | 'new';
  /** ISO time the question fell due (due ones only). */
  due?: string;
}

export const DEFAULT_DAILY_GOAL = 10;
export const MIN_DAILY_GOAL = 1;
export const MAX_DAILY_GOAL = 50;

export const clampGoal = (goal: number) =>
  Number.isFinite(goal) ? Math.min(MAX_DAILY_GOAL, Math.max(MIN_DAILY_GOAL, Math.round(goal))) : DEFAULT_DAILY_GOAL;

/**
 * `bankIds`: the learner's questions in the bank's order; answers to questions outside it (another
 * test version, a question the admin retired) do not enter the queue. `endOfToday`: the learner's
 * local midnight, so "due today" follows their calendar.
 */
export function reviewQueue(
  bankIds: readonly number[],
  memory: ReadonlyMap<number, QuestionMemory>,
  endOfToday: Date,
  goal: number,
): QueuedQuestion[] {
  return reviewOrder(bankIds, memory, endOfToday).slice(0, clampGoal(goal));
}

/** Every question due today and every new one, in the queue's order (no goal: the screen's counts). */
export function reviewOrder(
  bankIds: readonly number[],
  memory: ReadonlyMap<number, QuestionMemory>,
  endOfToday: Date,
): QueuedQuestion[] {
  const order = new Map(bankIds.map((id, index) => [id, index]));
  const limit = endOfToday.getTime();
  const due = bankIds
    .map((id) => memory.get(id))
    .filter((m): m is QuestionMemory => m !== undefined && m.card.due.getTime() < limit)
    .sort((a, b) => a.card.due.getTime() - b.card.due.getTime() || order.get(a.questionId)! - order.get(b.questionId)!)
    .map((m): QueuedQuestion => ({ questionId: m.questionId, kind: 'due', due: m.card.due.toISOString() }));
  const fresh = bankIds.filter((id) => !memory.has(id)).map((id): QueuedQuestion => ({ questionId: id, kind: 'new' }));
  return [...due, ...fresh];
}

/** When the next question falls due after today (for "all done for today"), or null. */
export function nextDue(
  bankIds: readonly number[],
  memory: ReadonlyMap<number, QuestionMemory>,
  endOfToday: Date,
): Date | null {
  let next: number | null = null;
  for (const id of bankIds) {
    const due = memory.get(id)?.card.due.getTime();
    if (due !== undefined && due >= endOfToday.getTime() && (next === null || due < next)) next = due;
  }
  return next === null ? null : new Date(next);
}

/** The learner's local midnight at the end of `now`'s day (due before it = due today). */
export function endOfDay(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
}

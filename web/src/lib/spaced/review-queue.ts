// The Review mode's queue: questions due by the end of today first (the most overdue first), then
// questions never answered since the reset (in the bank's order), up to the learner's daily goal.
import type { Card } from 'ts-fsrs';
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
  return itemOrder(bankIds, memory, endOfToday).flatMap(({ id, kind, due }): QueuedQuestion[] =>
    kind === 'later' ? [] : [{ questionId: id, kind, ...(due ? { due } : {}) }],
  );
}

/** Where an item stands in the schedule: due by the end of today, never answered, or due later. */
export interface QueuedItem<K> {
  id: K;
  kind: 'due' | 'new' | 'later';
  /** ISO time the item falls due (answered ones only). */
  due?: string;
}

/**
 * Any items (questions, N-400 words) in the schedule's order: due today first (the most overdue
 * first), then the never-answered ones in `ids`' order, then the rest, the soonest due first; ties in
 * `ids`' order. Items outside `ids` are left out.
 */
export function itemOrder<K>(
  ids: readonly K[],
  memory: ReadonlyMap<K, { card: Card }>,
  endOfToday: Date,
): QueuedItem<K>[] {
  const order = new Map(ids.map((id, index) => [id, index]));
  const limit = endOfToday.getTime();
  const answered = ids
    .filter((id) => memory.has(id))
    .map((id) => ({ id, due: memory.get(id)!.card.due }))
    .sort((a, b) => a.due.getTime() - b.due.getTime() || order.get(a.id)! - order.get(b.id)!);
  const entry = ({ id, due }: { id: K; due: Date }): QueuedItem<K> => ({
    id,
    kind: due.getTime() < limit ? 'due' : 'later',
    due: due.toISOString(),
  });
  const due = answered.filter((a) => a.due.getTime() < limit).map(entry);
  const later = answered.filter((a) => a.due.getTime() >= limit).map(entry);
  const fresh = ids.filter((id) => !memory.has(id)).map((id): QueuedItem<K> => ({ id, kind: 'new' }));
  return [...due, ...fresh, ...later];
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

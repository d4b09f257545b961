import { describe, expect, it } from 'vitest';
import {
  clampGoal,
  DEFAULT_DAILY_GOAL,
  endOfDay,
  MAX_DAILY_GOAL,
  nextDue,
  reviewOrder,
  reviewQueue,
} from './review-queue';
import { replaySchedule } from './schedule';
import { answer } from './test-log';

// Local dates, so "today" follows the machine's calendar as it does the learner's.
const local = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).toISOString();

describe('the Review queue', () => {
  const now = new Date(2026, 2, 10, 9); // 10 March, 09:00 local
  const log = [
    answer(10, true, local(2026, 3, 1)), // due 4 March: 6 days overdue
    answer(11, false, local(2026, 3, 8)), // due 9 March: 1 day overdue
    answer(12, false, local(2026, 3, 9, 20)), // due 10 March 20:00: due later today
    answer(13, true, local(2026, 3, 9)), // due 12 March: not today
    answer(99, false, local(2026, 3, 1)), // not in this learner's bank
  ];
  const bank = [13, 12, 11, 10, 14, 15, 16];
  const memory = replaySchedule(log, null);

  it('puts questions due today first, most overdue first, then never-seen ones in bank order', () => {
    expect(reviewQueue(bank, memory, endOfDay(now), 10)).toEqual([
      { questionId: 10, kind: 'due', due: memory.get(10)!.card.due.toISOString() },
      { questionId: 11, kind: 'due', due: memory.get(11)!.card.due.toISOString() },
      { questionId: 12, kind: 'due', due: memory.get(12)!.card.due.toISOString() },
      { questionId: 14, kind: 'new' },
      { questionId: 15, kind: 'new' },
      { questionId: 16, kind: 'new' },
    ]);
  });

  it('stops at the daily goal, due questions before new ones', () => {
    expect(reviewQueue(bank, memory, endOfDay(now), 4).map((q) => q.questionId)).toEqual([10, 11, 12, 14]);
    expect(reviewQueue(bank, memory, endOfDay(now), 2).map((q) => q.kind)).toEqual(['due', 'due']);
  });

  it('counts every due and new question whatever the goal (a 128-question bank is more than the largest goal)', () => {
    const big = [...bank, ...Array.from({ length: 120 }, (_, i) => 100 + i)];
    const order = reviewOrder(big, memory, endOfDay(now));
    expect(order.filter((q) => q.kind === 'due')).toHaveLength(3);
    expect(order.filter((q) => q.kind === 'new')).toHaveLength(123);
    expect(reviewQueue(big, memory, endOfDay(now), 500)).toEqual(order.slice(0, MAX_DAILY_GOAL));
  });

  it('tells when the next question falls due once today is done', () => {
    expect(nextDue(bank, memory, endOfDay(now))?.toISOString()).toBe(memory.get(13)!.card.due.toISOString());
    expect(nextDue([10], memory, endOfDay(now))).toBeNull();
  });

  it('keeps the goal between 1 and 50 (default 10)', () => {
    expect(clampGoal(0)).toBe(1);
    expect(clampGoal(500)).toBe(50);
    expect(clampGoal(Number.NaN)).toBe(DEFAULT_DAILY_GOAL);
    expect(DEFAULT_DAILY_GOAL).toBe(10);
  });
});

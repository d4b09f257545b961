import { describe, expect, it } from 'vitest';
import { formatPool, progressSummary, readinessFor, type SummaryQuestion } from './progress-summary';
import { replaySchedule } from './schedule';
import { answer } from './test-log';

const q = (id: number, star6520 = false, isActive = true): SummaryQuestion => ({
  id,
  officialNumber: id,
  categoryId: 1 + (id % 2),
  subcategoryId: null,
  star6520,
  isActive,
});
const bank = [q(1, true), q(2, true), q(3), q(4), q(5, false, false)];
const now = new Date('2026-03-10T12:00:00.000Z');

describe('the progress summary', () => {
  const log = [
    answer(1, false, '2026-03-01T10:00:00.000Z'),
    answer(1, true, '2026-03-09T10:00:00.000Z'),
    answer(3, false, '2026-03-09T11:00:00.000Z'),
    answer(5, false, '2026-03-09T12:00:00.000Z'), // a retired question: not in the figures
    answer(77, false, '2026-03-09T13:00:00.000Z'), // another test version's question
  ];

  it('counts active questions only, the starred subset apart, and misses within the bank', () => {
    const summary = progressSummary(bank, log, null, '2025', now);
    expect(summary.total).toEqual({ mastered: 0, learning: 2, new: 2, total: 4 });
    expect(summary.starred).toEqual({ mastered: 0, learning: 1, new: 1, total: 2 });
    expect(summary.categories.map((c) => [c.categoryId, c.counts.total])).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(summary.mostMissed.map((m) => m.questionId)).toEqual([3, 1]);
    // History counts every answer since the reset, whatever the question.
    expect(summary.answersCounted).toBe(5);
    expect(summary.days.reduce((sum, d) => sum + d.answers, 0)).toBe(5);
    expect(summary.days.reduce((sum, d) => sum + d.correct, 0)).toBe(1);
  });

  it('Begin Again: only answers after the reset count, in every figure', () => {
    const summary = progressSummary(bank, log, '2026-03-09T10:30:00.000Z', '2025', now);
    expect(summary.total).toEqual({ mastered: 0, learning: 1, new: 3, total: 4 });
    expect(summary.mostMissed.map((m) => m.questionId)).toEqual([3]);
    expect(summary.answersCounted).toBe(3);
  });

  it('draws the 65/20 interview from the starred questions only and names focus questions from its pool', () => {
    expect(formatPool(bank, '6520').map((x) => x.id)).toEqual([1, 2]);
    expect(formatPool(bank, '2025').map((x) => x.id)).toEqual([1, 2, 3, 4]);
    const memory = replaySchedule(log, null);
    const readiness = readinessFor(bank, memory, '6520', now, 2_000);
    expect(readiness.format).toBe('6520');
    expect(readiness.focus.every((id) => id === 1 || id === 2)).toBe(true);
    // The starred pool has 20 questions; the device holds 2, so the other 18 count at the prior: far from ready.
    expect(readiness.probability).toBeLessThan(0.2);
    expect(readiness.focus.length).toBeGreaterThan(0);
  });
});

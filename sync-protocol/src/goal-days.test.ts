import { describe, expect, it } from 'vitest';
import { LIMITS } from './constants.js';
import { mergeGoalDays } from './goal-days.js';

describe('mergeGoalDays', () => {
  it('keeps the days of both sides, the changes winning a day both have', () => {
    expect(mergeGoalDays({ '2026-11-25': 10, '2026-11-26': 12 }, { '2026-11-26': 8, '2026-11-27': 9 })).toEqual({
      '2026-11-25': 10,
      '2026-11-26': 8,
      '2026-11-27': 9,
    });
  });

  it('reads a missing side as no days', () => {
    expect(mergeGoalDays(undefined, { '2026-11-27': 9 })).toEqual({ '2026-11-27': 9 });
    expect(mergeGoalDays({ '2026-11-27': 9 }, undefined)).toEqual({ '2026-11-27': 9 });
  });

  it('keeps only the newest days when the map grows past the limit', () => {
    const base: Record<string, number> = {};
    for (let day = 1; day <= LIMITS.goalDaysKept; day += 1) {
      const date = new Date(Date.UTC(2026, 0, day));
      base[date.toISOString().slice(0, 10)] = 10;
    }
    const merged = mergeGoalDays(base, { '2026-12-31': 5 });
    expect(Object.keys(merged)).toHaveLength(LIMITS.goalDaysKept);
    expect(merged['2026-01-01']).toBeUndefined();
    expect(merged['2026-12-31']).toBe(5);
  });
});

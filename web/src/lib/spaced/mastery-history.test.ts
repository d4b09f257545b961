import { describe, expect, it } from 'vitest';
import { answersPerDay, studyTime } from './history';
import { countMastery, masteryByCategory, masteryOf, mostMissed } from './mastery';
import { replaySchedule } from './schedule';
import { answer } from './test-log';

const local = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).toISOString();

describe('mastery', () => {
  const log = [
    // Question 1: four spaced right answers → stability over 21 days → mastered.
    answer(1, true, local(2026, 1, 1)),
    answer(1, true, local(2026, 1, 4)),
    answer(1, true, local(2026, 1, 18)),
    answer(1, true, local(2026, 3, 2)),
    // Question 2: right once → learning.
    answer(2, true, local(2026, 3, 2)),
    // Question 3: missed three times, right once.
    answer(3, false, local(2026, 3, 1)),
    answer(3, false, local(2026, 3, 2)),
    answer(3, true, local(2026, 3, 3)),
    answer(3, false, local(2026, 3, 4)),
    answer(4, false, local(2026, 3, 4)),
  ];
  const memory = replaySchedule(log, null);

  it('mastered = Review state with stability of 21 days or more; learning = answered; new = not answered', () => {
    expect(masteryOf(memory.get(1))).toBe('mastered');
    expect(masteryOf(memory.get(2))).toBe('learning');
    expect(masteryOf(memory.get(3))).toBe('learning');
    expect(masteryOf(memory.get(5))).toBe('new');
    expect(countMastery([1, 2, 3, 4, 5, 6], memory)).toEqual({ mastered: 1, learning: 3, new: 2, total: 6 });
  });

  it('counts per category and subcategory', () => {
    const q = (id: number, categoryId: number, subcategoryId: number | null) => ({
      id,
      officialNumber: id,
      categoryId,
      subcategoryId,
      star6520: false,
    });
    const result = masteryByCategory([q(4, 2, 5), q(1, 1, 1), q(2, 1, 2), q(3, 1, 1), q(5, 2, null)], memory);
    expect(result).toEqual([
      {
        categoryId: 1,
        counts: { mastered: 1, learning: 2, new: 0, total: 3 },
        subcategories: [
          { subcategoryId: 1, counts: { mastered: 1, learning: 1, new: 0, total: 2 } },
          { subcategoryId: 2, counts: { mastered: 0, learning: 1, new: 0, total: 1 } },
        ],
      },
      {
        categoryId: 2,
        counts: { mastered: 0, learning: 1, new: 1, total: 2 },
        subcategories: [
          { subcategoryId: 5, counts: { mastered: 0, learning: 1, new: 0, total: 1 } },
          { subcategoryId: null, counts: { mastered: 0, learning: 0, new: 1, total: 1 } },
        ],
      },
    ]);
  });

  it('lists the most missed questions, most misses first', () => {
    expect(mostMissed(memory)).toEqual([
      { questionId: 3, wrong: 3, answers: 4 },
      { questionId: 4, wrong: 1, answers: 1 },
    ]);
    expect(mostMissed(memory, 1)).toHaveLength(1);
  });
});

describe('history', () => {
  const now = new Date(2026, 2, 10, 18);
  const log = [
    answer(1, true, local(2026, 3, 10, 8), { studyTime: 30 }),
    answer(2, false, local(2026, 3, 10, 9), { studyTime: 20 }),
    answer(1, true, local(2026, 3, 9), { studyTime: 10 }),
    answer(1, true, local(2026, 3, 8), { studyTime: 10 }),
    answer(1, true, local(2026, 3, 6), { studyTime: 10 }),
    answer(1, true, local(2026, 1, 1), { studyTime: 100 }),
  ];

  it('counts answers per local day over the last 30 days, today last', () => {
    const days = answersPerDay(log, now);
    expect(days).toHaveLength(30);
    expect(days[29]).toEqual({ day: '2026-03-10', answers: 2, correct: 1 });
    expect(days[28]).toEqual({ day: '2026-03-09', answers: 1, correct: 1 });
    expect(days[27]!.answers).toBe(1);
    expect(days[26]!.answers).toBe(0);
    expect(days[0]!.day).toBe('2026-02-09');
    expect(days.reduce((sum, d) => sum + d.answers, 0)).toBe(5);
  });

  it('adds up study time', () => {
    expect(studyTime(log, now)).toEqual({ totalSeconds: 180, todaySeconds: 50, last30DaysSeconds: 80 });
  });
});

// Issue 33: the daily goal towards the interview date, and the streak of days with the goal met, in
// the device's own days (the zone is set per test: a learner in Ho Chi Minh City and one in Los
// Angeles see the same instant on different days).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayKey } from './history';
import { answersByDay, daysBetween, goalOnFrom, goalStreak, planToday, shiftDay } from './interview-plan';

// vi.stubEnv sets process.env.TZ, which Node reads again at once: the device's zone for the next Date.
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('planToday', () => {
  const base = { today: '2026-11-27', ownGoal: 10, dueToday: 4, newLeft: 90 };

  it('uses the learner’s own goal without a date, or once the date has passed', () => {
    expect(planToday({ ...base, interviewDate: null })).toEqual({ phase: 'own', goal: 10 });
    expect(planToday({ ...base, interviewDate: '2026-11-26' })).toEqual({ phase: 'own', goal: 10 });
  });

  it('spreads the new questions over the days before the last week, on top of what is due', () => {
    // 37 days left: 30 days to learn 90 new questions, 3 a day, plus 4 due.
    expect(planToday({ ...base, interviewDate: '2027-01-03' })).toEqual({ phase: 'learn', goal: 7, daysLeft: 37 });
    // 10 days left: 3 days to learn 90 → 30 a day, plus 4 due.
    expect(planToday({ ...base, interviewDate: '2026-12-07' })).toEqual({ phase: 'learn', goal: 34, daysLeft: 10 });
    // Never more than 50 a day, never fewer than 5.
    expect(planToday({ ...base, newLeft: 128, interviewDate: '2026-12-05' }).goal).toBe(50);
    expect(planToday({ ...base, dueToday: 0, newLeft: 1, interviewDate: '2027-06-01' }).goal).toBe(5);
  });

  it('shrinks to review only in the last week, and on the day itself', () => {
    expect(planToday({ ...base, dueToday: 12, interviewDate: '2026-12-04' })).toEqual({
      phase: 'review',
      goal: 12,
      daysLeft: 7,
    });
    expect(planToday({ ...base, dueToday: 2, interviewDate: '2026-11-27' })).toEqual({
      phase: 'review',
      goal: 5,
      daysLeft: 0,
    });
  });
});

describe('days', () => {
  it('counts calendar days across a clock change and a month end', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2); // clocks go back on 2026-11-01
    expect(shiftDay('2026-11-01', 1)).toBe('2026-11-02');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-27', '2026-11-20')).toBe(-7);
  });
});

describe('goalStreak', () => {
  /** A log with `count` answers at local noon of each day, `back` days before 2026-11-27. */
  const log = (days: Record<number, number>) =>
    Object.entries(days).flatMap(([back, count]) =>
      Array.from({ length: count }, () => ({ answeredAt: new Date(2026, 10, 27 - Number(back), 12).toISOString() })),
    );
  const streak = (days: Record<number, number>, goalDays: Record<string, number> = {}) =>
    goalStreak(answersByDay(log(days)), goalOnFrom({ goalDays }, 10), '2026-11-27');

  it('counts days with the goal met, today included once met; today not met yet does not end it', () => {
    expect(streak({ 0: 10, 1: 10, 2: 12 })).toEqual({ days: 3, freeDayUsed: false });
    expect(streak({ 0: 3, 1: 10, 2: 12 })).toEqual({ days: 2, freeDayUsed: false });
    expect(streak({ 1: 12, 2: 12 })).toEqual({ days: 2, freeDayUsed: false });
    // Yesterday short of the goal, today not met yet: yesterday is the week's free day.
    expect(streak({ 1: 9, 2: 12 })).toEqual({ days: 1, freeDayUsed: true });
    expect(streak({ 1: 9, 2: 9 })).toEqual({ days: 0, freeDayUsed: false });
    expect(streak({})).toEqual({ days: 0, freeDayUsed: false });
  });

  it('judges each day by the goal recorded for it', () => {
    expect(streak({ 0: 6, 1: 6 }, { '2026-11-27': 6, '2026-11-26': 5 })).toEqual({ days: 2, freeDayUsed: false });
  });

  it('lets one missed day a week pass; a second in the same week, or two in a row, end it', () => {
    // Missed the day before yesterday: free; the streak goes on.
    expect(streak({ 0: 10, 1: 10, 3: 10, 4: 10 })).toEqual({ days: 4, freeDayUsed: true });
    // Two missed days within a week: the older one ends it.
    expect(streak({ 0: 10, 2: 10, 3: 10, 5: 10, 6: 10 })).toEqual({ days: 3, freeDayUsed: true });
    // A week apart, both free.
    expect(streak({ 0: 10, 2: 10, 3: 10, 4: 10, 5: 10, 6: 10, 7: 10, 9: 10 })).toEqual({ days: 8, freeDayUsed: true });
    // Two in a row: over.
    expect(streak({ 0: 10, 3: 10 })).toEqual({ days: 1, freeDayUsed: false });
  });

  it('counts the device’s own days: the same answers make a streak in one zone and not in another', () => {
    // Answers at 2026-11-26T20:00Z and 2026-11-27T20:00Z.
    const answers = [{ answeredAt: '2026-11-26T20:00:00.000Z' }, { answeredAt: '2026-11-27T20:00:00.000Z' }];
    const goalOne = () => 1;
    vi.stubEnv('TZ', 'Asia/Ho_Chi_Minh'); // 03:00 on the 27th and the 28th
    const today = dayKey(new Date('2026-11-28T05:00:00.000Z'));
    expect(today).toBe('2026-11-28');
    expect(goalStreak(answersByDay(answers), goalOne, today).days).toBe(2);
    vi.stubEnv('TZ', 'America/Los_Angeles'); // 12:00 on the 26th and the 27th
    const laToday = dayKey(new Date('2026-11-28T05:00:00.000Z')); // 21:00 on the 27th
    expect(laToday).toBe('2026-11-27');
    expect(goalStreak(answersByDay(answers), goalOne, laToday).days).toBe(2);
    // In Los Angeles the next morning (the 28th), nothing yet today: still 2, yesterday counts.
    expect(goalStreak(answersByDay(answers), goalOne, '2026-11-28').days).toBe(2);
    // In Ho Chi Minh City on the 30th, the 29th missed: the week's free day. On 1 December, two days missed: over.
    vi.stubEnv('TZ', 'Asia/Ho_Chi_Minh');
    expect(goalStreak(answersByDay(answers), goalOne, '2026-11-30')).toEqual({ days: 2, freeDayUsed: true });
    expect(goalStreak(answersByDay(answers), goalOne, '2026-12-01').days).toBe(0);
  });
});

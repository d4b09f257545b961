// Issue 33: today's goal is worked out from the day's start, so answering does not shrink it, and a
// day's goal the settings hold already is not written again.
import { describe, expect, it } from 'vitest';
import { DEFAULT_STUDY_SETTINGS, DEFAULT_TEST_SETTINGS } from '@civics/sync-protocol/constants';
import type { StoredSettings } from '../../db/database';
import type { LoggedAnswer } from './schedule';
import { todayGoal } from './today-goal';

const now = new Date(2026, 10, 27, 18);
const bankIds = Array.from({ length: 100 }, (_, i) => i + 1);
const settings = (study: Partial<StoredSettings['studyModeSettings']>): StoredSettings => ({
  userId: 7,
  studyModeSettings: { ...DEFAULT_STUDY_SETTINGS, ...study },
  testModeSettings: { ...DEFAULT_TEST_SETTINGS },
  fieldTimes: {},
});
const answer = (questionId: number, at: Date): LoggedAnswer => ({
  id: `${questionId}-${at.getTime()}`,
  questionId,
  isCorrect: true,
  studyTime: 5,
  answeredAt: at.toISOString(),
});

describe('todayGoal', () => {
  it('keeps the goal the day began with while the learner answers', () => {
    // 37 days to the interview: 100 new questions over 30 days, 4 a day (at least 5).
    const plan = settings({ interviewDate: '2027-01-03' });
    const morning = todayGoal({ userId: 7, settings: plan, bankIds, answers: [], now });
    expect(morning).toMatchObject({ goal: 5, record: true, answeredToday: 0, plan: { phase: 'learn', daysLeft: 37 } });
    const answered = Array.from({ length: 30 }, (_, i) => answer(i + 1, new Date(2026, 10, 27, 9, i)));
    const evening = todayGoal({ userId: 7, settings: plan, bankIds, answers: answered, now });
    expect(evening.goal).toBe(5);
    expect(evening.answeredToday).toBe(30);
    expect(evening.streak).toEqual({ days: 1, freeDayUsed: false });
  });

  it('is not recorded again once the settings hold it for today', () => {
    const recorded = settings({ interviewDate: '2027-01-03', goalDays: { '2026-11-27': 5 } });
    expect(todayGoal({ userId: 7, settings: recorded, bankIds, answers: [], now }).record).toBe(false);
    // The learner moved the date nearer: a new goal for today, to be recorded.
    const nearer = settings({ interviewDate: '2026-12-10', goalDays: { '2026-11-27': 5 } });
    expect(todayGoal({ userId: 7, settings: nearer, bankIds, answers: [], now })).toMatchObject({
      goal: 17,
      record: true,
    });
  });

  it('uses the learner’s own goal without a date', () => {
    expect(todayGoal({ userId: 7, settings: settings({ dailyGoal: 12 }), bankIds, answers: [], now })).toMatchObject({
      goal: 12,
      plan: { phase: 'own' },
    });
  });
});

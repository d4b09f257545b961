// Issue 33: the interview date, the learner's own daily goal and each day's goal are settings of the
// account, so the plan and the streak follow the learner to every device. Each day's goal is merged
// day by day: two devices recording their own days never erase each other's.
import { describe, expect, it } from 'vitest';
import { buildTestApp, signUp } from '../../test/helper.js';
import { getSettings, putSettings } from '../../test/settings.js';

describe('the interview plan settings', () => {
  it('keeps the date, the own goal and every device’s days; a cleared date reads null', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'planner1', { level: 1 });
    const other = await signUp(app, 'planner2', { level: 1 });
    const first = await putSettings(app, cookie, {
      studyModeSettings: { interviewDate: '2027-01-15', dailyGoal: 12, goalDays: { '2026-11-26': 9 } },
    });
    expect(first.statusCode).toBe(200);
    // Another device records its own day: the first day stays.
    await putSettings(app, cookie, { studyModeSettings: { goalDays: { '2026-11-27': 11 } } });
    const settings = await getSettings(app, cookie);
    expect(settings.studyModeSettings).toMatchObject({
      interviewDate: '2027-01-15',
      dailyGoal: 12,
      goalDays: { '2026-11-26': 9, '2026-11-27': 11 },
    });
    expect((await putSettings(app, cookie, { studyModeSettings: { interviewDate: null } })).statusCode).toBe(200);
    expect((await getSettings(app, cookie)).studyModeSettings.interviewDate).toBeNull();
    // The next learner's account is untouched.
    expect((await getSettings(app, other.cookie)).studyModeSettings.interviewDate).toBeUndefined();
  });

  it.each([
    ['a date that is not a day', { interviewDate: '2027-13-40' }],
    ['a date with a time', { interviewDate: '2027-01-15T09:00' }],
    ['a goal of 0', { dailyGoal: 0 }],
    ['a goal over 50', { dailyGoal: 51 }],
    ['a goal day that is not a day', { goalDays: { tomorrow: 10 } }],
    ['a goal day with a goal of 0', { goalDays: { '2026-11-27': 0 } }],
  ])('refuses %s with a message and stores nothing', async (_name, studyModeSettings) => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'planner3', { level: 1 });
    const refused = await putSettings(app, cookie, { studyModeSettings });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    const after = await getSettings(app, cookie);
    expect(after.updatedAt).toBeNull();
    expect(after.studyModeSettings.interviewDate).toBeUndefined();
    expect(after.studyModeSettings.goalDays).toBeUndefined();
  });

  it('is not written without a session', async () => {
    const app = await buildTestApp();
    const refused = await putSettings(app, undefined, { studyModeSettings: { interviewDate: '2027-01-15' } });
    expect(refused.statusCode).toBe(401);
  });
});

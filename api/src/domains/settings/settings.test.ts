import { describe, expect, it } from 'vitest';
import { buildTestApp, signInAdmin, signUp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';
import { getSettings, putSettings } from '../../test/settings.js';

describe('/api/settings', () => {
  it('starts from the spec defaults (auto-bilingual on for a learner with a translation, DESIGN.md §10)', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 1 }); // prefers Vietnamese
    expect(await getSettings(app, cookie)).toMatchObject({
      studyModeSettings: {
        questionsCount: 5,
        categoryFilters: [],
        autoBilingual: true,
        translationLanguage: 'vi',
        questionReadCount: 3,
        timeLimit: 30,
        currentBatchIndex: 0,
      },
      testModeSettings: { questionsCount: 10 },
    });
  });

  it('saves a partial change such as {currentBatchIndex} and keeps the rest', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 1 });
    expect(
      (await putSettings(app, cookie, { studyModeSettings: { questionReadCount: 6, timeLimit: 45 } })).statusCode,
    ).toBe(200);
    expect((await putSettings(app, cookie, { studyModeSettings: { currentBatchIndex: 10 } })).statusCode).toBe(200);
    const settings = await getSettings(app, cookie);
    expect(settings.studyModeSettings).toMatchObject({
      questionReadCount: 6,
      timeLimit: 45,
      currentBatchIndex: 10,
      questionsCount: 5,
    });
  });

  it('reads a stored legacy study count of 10 as 5 and a legacy test count of 20 as 10', async () => {
    const app = await buildTestApp();
    const { cookie, user } = await signUp(app, 'learner1', { level: 2 });
    const userId = user.id;
    // A row from before field times were recorded: the old defaults, chosen by nobody.
    await app.db
      .insertInto('settings')
      .values({
        userId,
        studyModeSettings: JSON.stringify({ questionsCount: 10 }),
        testModeSettings: JSON.stringify({ questionsCount: 20 }),
        updatedAt: new Date().toISOString(),
      })
      .onConflict((oc) =>
        oc.column('userId').doUpdateSet({
          studyModeSettings: JSON.stringify({ questionsCount: 10 }),
          testModeSettings: JSON.stringify({ questionsCount: 20 }),
          fieldTimes: '{}',
        }),
      )
      .execute();
    const settings = await getSettings(app, cookie);
    expect(settings.studyModeSettings.questionsCount).toBe(5);
    expect(settings.testModeSettings.questionsCount).toBe(10);
  });

  it('keeps a study count of 10 and a test count of 20 that the learner just chose', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 2 });
    const saved = await putSettings(app, cookie, {
      studyModeSettings: { questionsCount: 10 },
      testModeSettings: { questionsCount: 20 },
    });
    expect(saved.json().studyModeSettings.questionsCount).toBe(10);
    const settings = await getSettings(app, cookie);
    expect(settings.studyModeSettings.questionsCount).toBe(10);
    expect(settings.testModeSettings.questionsCount).toBe(20);
    // The sync path (another device pulling) answers the same.
    const pulled = (await sendAs(app, cookie, 'GET', '/api/sync/pull')).json();
    expect(JSON.stringify(pulled)).toContain('"questionsCount":10');
    expect(JSON.stringify(pulled)).toContain('"questionsCount":20');
  });

  it.each([
    [{ studyModeSettings: { questionsCount: 2 } }],
    [{ studyModeSettings: { questionsCount: 21 } }],
    [{ testModeSettings: { questionsCount: 129 } }],
    [{ studyModeSettings: { questionReadCount: 9 } }],
    [{ studyModeSettings: { timeLimit: 7 } }],
    [{ studyModeSettings: { timeLimit: 65 } }],
    [{ studyModeSettings: { unknownField: 1 } }],
  ])('rejects %j with 400 and stores nothing', async (payload) => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 2 });
    const before = await getSettings(app, cookie);
    const response = await putSettings(app, cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Invalid/);
    expect(await getSettings(app, cookie)).toEqual(before);
  });

  it('needs a session', async () => {
    const app = await buildTestApp();
    expect((await app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(401);
    expect((await putSettings(app, '', { studyModeSettings: { timeLimit: 10 } })).statusCode).toBe(401);
  });
});

describe('system settings', () => {
  it('gives learners study and test config, admins the registration policy too, and anyone the public test config', async () => {
    const app = await buildTestApp();
    const learner = await signUp(app, 'learner1', { level: 1 });
    const admin = await signInAdmin(app);
    const forLearner = (await sendAs(app, learner.cookie, 'GET', '/api/system-settings')).json();
    expect(forLearner.testModeConfig).toEqual({
      timePerQuestion: 120,
      readCount: 3,
      questionOrder: 'random',
      shuffleOptions: true,
    });
    expect(forLearner).not.toHaveProperty('userRegistrationConfig');
    const forAdmin = (await sendAs(app, admin.cookie, 'GET', '/api/system-settings')).json();
    expect(forAdmin.userRegistrationConfig).toEqual({ defaultApprovalLevel: 0 });
    expect((await app.inject({ method: 'GET', url: '/api/system-settings' })).statusCode).toBe(401);
    const publicSettings = (await app.inject({ method: 'GET', url: '/api/public/system-settings' })).json();
    expect(publicSettings.test_mode_config.timePerQuestion).toBe(120);
  });
});

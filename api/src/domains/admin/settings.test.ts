import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, signInAdmin, signUp, validRegistration, postRegistration } from '../../test/helper.js';
import { callAs } from '../../test/requests.js';

// Several sign-ins (scrypt) per test on a 2-core machine shared with other suites.
vi.setConfig({ testTimeout: 60_000 });

const testModeConfig = { timePerQuestion: 45, readCount: 2, questionOrder: 'ordered', shuffleOptions: false };

describe('admin system settings', () => {
  it('saves the study/test configuration and reaches the learners and the public variant', async () => {
    const app = await buildTestApp();
    const learner = await signUp(app, 'learner', { level: 1 });
    const admin = await signInAdmin(app);
    const saved = await callAs(app, admin.cookie, 'PUT', '/api/admin/system-settings', {
      studyModeConfig: { timePerQuestion: 60, readCount: 4 },
      testModeConfig,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      studyModeConfig: { timePerQuestion: 60, readCount: 4 },
      testModeConfig,
      updatedBy: admin.user.id,
    });
    expect(saved.json().updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}/);

    expect((await callAs(app, admin.cookie, 'GET', '/api/admin/system-settings')).json().testModeConfig).toEqual(
      testModeConfig,
    );
    expect((await callAs(app, learner.cookie, 'GET', '/api/system-settings')).json().studyModeConfig).toEqual({
      timePerQuestion: 60,
      readCount: 4,
    });
    expect((await app.inject({ method: 'GET', url: '/api/public/system-settings' })).json().test_mode_config).toEqual(
      testModeConfig,
    );

    const [entry] = await app.db.selectFrom('auditLog').selectAll().execute();
    expect(entry).toMatchObject({ action: 'update', entity: 'system-settings', actorName: 'boss' });
    expect(JSON.parse(entry!.beforeJson!).testModeConfig).toMatchObject({
      questionOrder: 'random',
      shuffleOptions: true,
    });
    expect(JSON.parse(entry!.afterJson!).testModeConfig).toEqual(testModeConfig);
  });

  it('applies the registration default approval level to new accounts', async () => {
    const app = await buildTestApp();
    const admin = await signInAdmin(app);
    const saved = await callAs(app, admin.cookie, 'PUT', '/api/admin/system-settings', {
      userRegistrationConfig: { defaultApprovalLevel: 1 },
    });
    expect(saved.json().userRegistrationConfig).toEqual({ defaultApprovalLevel: 1 });
    await postRegistration(app, validRegistration('fresh'));
    expect(
      await app.db
        .selectFrom('users')
        .select(['isApproved', 'approvalLevel'])
        .where('username', '=', 'fresh')
        .executeTakeFirstOrThrow(),
    ).toEqual({ isApproved: 1, approvalLevel: 1 });
  });

  it('refuses bad settings with 400 and stores nothing', async () => {
    const app = await buildTestApp();
    const admin = await signInAdmin(app);
    const before = (await callAs(app, admin.cookie, 'GET', '/api/admin/system-settings')).json();
    const bad = [
      {},
      { studyModeConfig: { timePerQuestion: 5, readCount: 3 } },
      { studyModeConfig: { timePerQuestion: 90 } },
      { testModeConfig: { ...testModeConfig, questionOrder: 'shuffled' } },
      { testModeConfig: { ...testModeConfig, readCount: 11 } },
      { userRegistrationConfig: { defaultApprovalLevel: 3 } },
      { somethingElse: true },
      // A good group beside a bad one: neither is saved.
      {
        studyModeConfig: { timePerQuestion: 60, readCount: 2 },
        testModeConfig: { ...testModeConfig, timePerQuestion: 601 },
      },
    ];
    for (const payload of bad) {
      const response = await callAs(app, admin.cookie, 'PUT', '/api/admin/system-settings', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(/\w/);
    }
    expect((await callAs(app, admin.cookie, 'GET', '/api/admin/system-settings')).json()).toEqual(before);
    expect(await app.db.selectFrom('auditLog').selectAll().execute()).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CivicsApp } from '../../app.js';
import { listAudit } from '../../services/audit.js';
import { buildTestApp, signUp } from '../../test/helper.js';
import { fetchAs } from '../../test/requests.js';
import { testAttemptOp } from '../../test/sync-ops.js';
import { countRows, expectAdminOnly, signInActors } from '../content/admin-test-actors.js';

const definition = (overrides: object = {}) => ({
  name: 'Week 1 check',
  version: '2025',
  questionIds: [1001, 1002, 1003, 1004, 1005],
  timeLimitMinutes: 10,
  audienceLevel: null,
  ...overrides,
});
const bundleTests = async (app: CivicsApp, cookie: string) =>
  (
    (await fetchAs(app, cookie, 'GET', '/api/content/bundle?version=2025&language=none')).json()
      .testDefinitions as Array<{ name: string }>
  ).map((d) => d.name);

const attemptOp = (testDefinitionId: number | undefined, score: number, completedAt: string) =>
  testAttemptOp(completedAt, { score, passed: score >= 4, ...(testDefinitionId ? { testDefinitionId } : {}) });

describe('admin test definitions and attempts API', () => {
  it('answers only admins on every route', async () => {
    const app = await buildTestApp();
    const actors = await signInActors(app);
    expect(await expectAdminOnly(app, actors, { method: 'GET', url: '/api/admin/test-definitions' })).toBe(200);
    expect(
      await expectAdminOnly(app, actors, { method: 'POST', url: '/api/admin/test-definitions', payload: definition() }),
    ).toBe(201);
    const id = (await app.db.selectFrom('testDefinitions').select('id').executeTakeFirstOrThrow()).id;
    expect(await expectAdminOnly(app, actors, { method: 'GET', url: `/api/admin/test-definitions/${id}` })).toBe(200);
    expect(
      await expectAdminOnly(app, actors, {
        method: 'PUT',
        url: `/api/admin/test-definitions/${id}`,
        payload: definition({ name: 'Renamed' }),
      }),
    ).toBe(200);
    expect(await expectAdminOnly(app, actors, { method: 'DELETE', url: `/api/admin/test-definitions/${id}` })).toBe(
      200,
    );
    expect(await expectAdminOnly(app, actors, { method: 'GET', url: '/api/admin/test-attempts' })).toBe(200);
    expect(await expectAdminOnly(app, actors, { method: 'GET', url: '/api/admin/test-attempts.csv' })).toBe(200);
  });

  it('refuses bad definitions with 400 and stores nothing', async () => {
    const app = await buildTestApp();
    const { admin } = await signInActors(app);
    const cases: Array<[object, RegExp]> = [
      [definition({ name: '  ' }), /name is empty/],
      [definition({ questionIds: [] }), /./],
      [definition({ questionIds: [1001, 1001] }), /Question 1001 is chosen twice/],
      [definition({ questionIds: [1001, 99999] }), /Unknown question 99999/],
      [definition({ questionIds: [1001, 5] }), /Question 5 belongs to the 2008 test/],
      [definition({ audienceLevel: 1, questionIds: [1001, 1021] }), /first 20 questions: question 1021/],
      [definition({ audienceLevel: 3 }), /./],
      [definition({ timeLimitMinutes: 0 }), /./],
      [definition({ version: '1999' }), /./],
      [{ ...definition(), extra: true }, /./],
    ];
    for (const [payload, message] of cases) {
      const response = await fetchAs(app, admin, 'POST', '/api/admin/test-definitions', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    await app.db.updateTable('questions').set({ isActive: 0 }).where('id', '=', 1002).execute();
    expect((await fetchAs(app, admin, 'POST', '/api/admin/test-definitions', definition())).json().message).toBe(
      'Question 1002 is inactive',
    );
    expect(await countRows(app, 'testDefinitions')).toBe(0);
    expect(await countRows(app, 'auditLog')).toBe(0);
  });

  it('reaches only its audience: all learners, level 2 only, level 1 only; deactivated ones reach nobody', async () => {
    const app = await buildTestApp();
    const { admin, level0, level1, level2 } = await signInActors(app);
    const create = async (payload: object) =>
      (await fetchAs(app, admin, 'POST', '/api/admin/test-definitions', payload)).json();
    await create(definition({ name: 'Everyone' }));
    const forLevel2 = await create(
      definition({ name: 'Level two', audienceLevel: 2, questionIds: [1050, 1100, 1128] }),
    );
    await create(definition({ name: 'Level one', audienceLevel: 1 }));
    await create(definition({ name: 'Old test', version: '2008', questionIds: [1, 2, 3] }));
    // A test with a question beyond the first 20 is not offered to level 1 even when meant for everyone.
    await create(definition({ name: 'Everyone, long', questionIds: [1001, 1060] }));
    const [entry] = await listAudit(app.db, { entity: 'test-definition' });
    expect(entry).toMatchObject({ action: 'create', after: { name: 'Everyone, long' } });

    expect(await bundleTests(app, level2)).toEqual(['Everyone', 'Level two', 'Everyone, long']);
    expect(await bundleTests(app, level1)).toEqual(['Everyone', 'Level one']);
    expect(await bundleTests(app, level0)).toEqual([]);
    const bundle = (await fetchAs(app, level2, 'GET', '/api/content/bundle?version=2025&language=none')).json();
    expect(bundle.testDefinitions[1]).toEqual({
      id: forLevel2.id,
      name: 'Level two',
      version: '2025',
      questionIds: [1050, 1100, 1128],
      timeLimitMinutes: 10,
    });

    expect((await fetchAs(app, admin, 'DELETE', `/api/admin/test-definitions/${forLevel2.id}`)).json().isActive).toBe(
      false,
    );
    expect(await bundleTests(app, level2)).toEqual(['Everyone', 'Everyone, long']);
  });

  it('records the fixed test of a synced attempt and lists attempts with filters and as CSV', async () => {
    const app = await buildTestApp();
    const { admin } = await signInActors(app);
    const learner = await signUp(app, 'takerone', { level: 2 });
    await app.db.updateTable('users').set({ fullName: '=HYPERLINK("x")' }).where('username', '=', 'takerone').execute();
    const fixed = (
      await fetchAs(app, admin, 'POST', '/api/admin/test-definitions', definition({ name: 'Week 1, "final"' }))
    ).json();
    const push = async (op: object) =>
      (await fetchAs(app, learner.cookie, 'POST', '/api/sync/push', { clientId: randomUUID(), ops: [op] })).json()
        .results[0];
    expect(await push(attemptOp(fixed.id, 5, '2026-11-20T10:00:00.000Z'))).toMatchObject({ status: 'applied' });
    expect(await push(attemptOp(undefined, 2, '2026-11-21T10:00:00.000Z'))).toMatchObject({ status: 'applied' });
    expect(await push(attemptOp(777, 3, '2026-11-22T10:00:00.000Z'))).toMatchObject({
      status: 'rejected',
      reason: 'Unknown test definition 777',
    });
    expect(await app.db.selectFrom('tests').select('id').execute()).toHaveLength(2);

    const list = async (query: string) =>
      (await fetchAs(app, admin, 'GET', `/api/admin/test-attempts?${query}`)).json();
    const all = await list('');
    expect(all.total).toBe(2);
    expect(all.items.map((a: { testName: string }) => a.testName)).toEqual(['Practice test', 'Week 1, "final"']);
    expect(all.items[1]).toMatchObject({
      username: 'takerone',
      score: 5,
      totalQuestions: 5,
      passed: true,
      testDefinitionId: fixed.id,
      completedAt: '2026-11-20T10:00:00.000Z',
    });
    expect((await list(`testDefinitionId=${fixed.id}`)).items).toHaveLength(1);
    expect((await list('fixedOnly=false')).items[0].testName).toBe('Practice test');
    expect((await list('passed=false')).items.map((a: { score: number }) => a.score)).toEqual([2]);
    expect((await list('from=2026-11-21&to=2026-11-21')).items.map((a: { score: number }) => a.score)).toEqual([2]);
    expect((await list('to=2026-11-20')).items.map((a: { score: number }) => a.score)).toEqual([5]);
    expect((await list('userSearch=nobody')).total).toBe(0);
    expect((await list('pageSize=1&page=2')).items).toHaveLength(1);
    expect((await fetchAs(app, admin, 'GET', '/api/admin/test-attempts?from=yesterday')).statusCode).toBe(400);

    const csv = await fetchAs(app, admin, 'GET', `/api/admin/test-attempts.csv?testDefinitionId=${fixed.id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="test-attempts-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Learner,Full name,Test,Score,Questions,Percent,Passed,Started,Completed');
    // Quotes doubled, and a formula in a name is neutralised for spreadsheets.
    expect(lines[1]).toBe(
      `takerone,"'=HYPERLINK(""x"")","Week 1, ""final""",5,5,100,yes,2026-11-20T10:00:00.000Z,2026-11-20T10:00:00.000Z`,
    );
    expect(lines).toHaveLength(2);
  });
});

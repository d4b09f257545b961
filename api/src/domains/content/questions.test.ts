import { describe, expect, it } from 'vitest';
import { buildTestApp, signInAdmin, signUp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';
import type { CivicsApp } from '../../app.js';

const questions = async (app: CivicsApp, cookie: string, query = '') => {
  const response = await sendAs(app, cookie, 'GET', `/api/questions${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Array<{
    id: number;
    officialNumber: number;
    categoryId: number;
    correctOptionId: string;
    options: Array<{ id: string }>;
  }>;
};

describe('GET /api/questions level filters', () => {
  it('needs a session', async () => {
    const app = await buildTestApp();
    expect((await app.inject({ method: 'GET', url: '/api/questions' })).statusCode).toBe(401);
  });

  it('gives level 0 nothing, level 1 the first 20 by officialNumber, level 2 and admins the whole bank', async () => {
    const app = await buildTestApp();
    const level0 = await signUp(app, 'waiting');
    const level1 = await signUp(app, 'starter', { level: 1 });
    const level2 = await signUp(app, 'member', { level: 2 });
    const admin = await signInAdmin(app);
    expect(await questions(app, level0.cookie, '?version=2008')).toEqual([]);
    const first20 = await questions(app, level1.cookie, '?version=2008');
    expect(first20.map((q) => q.officialNumber)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await questions(app, level2.cookie, '?version=2008')).toHaveLength(100);
    expect(await questions(app, admin.cookie, '?version=2008')).toHaveLength(100);
    expect(await questions(app, level2.cookie, '?version=2025')).toHaveLength(128);
  });

  it("answers the learner's own test version by default (2025 for a new account)", async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'member', { level: 2 });
    const bank = await questions(app, cookie);
    expect(bank).toHaveLength(128);
    expect(bank[0]!.id).toBe(1001);
  });

  it('keeps a state-specific question to the states it applies to, for level 2 only', async () => {
    const app = await buildTestApp();
    await app.db
      .updateTable('questions')
      .set({ stateSpecific: 1, applicableStates: JSON.stringify(['NY']) })
      .where('id', '=', 30)
      .execute();
    const californian = await signUp(app, 'cali', { level: 2, state: 'CA' });
    const newYorker = await signUp(app, 'nyc', { level: 2, state: 'NY' });
    const admin = await signInAdmin(app);
    expect((await questions(app, californian.cookie, '?version=2008')).map((q) => q.id)).not.toContain(30);
    expect((await questions(app, newYorker.cookie, '?version=2008')).map((q) => q.id)).toContain(30);
    expect((await questions(app, admin.cookie, '?version=2008')).map((q) => q.id)).toContain(30);
  });

  it('filters by categoryId and questionIds, within what the level allows', async () => {
    const app = await buildTestApp();
    const member = await signUp(app, 'member', { level: 2 });
    const starter = await signUp(app, 'starter', { level: 1 });
    const history = await questions(app, member.cookie, '?version=2008&categoryId=2');
    expect(history.length).toBe(30);
    expect(history.every((q) => q.categoryId === 2)).toBe(true);
    const picked = await questions(app, member.cookie, `?version=2008&questionIds=${encodeURIComponent('[3,50,99]')}`);
    expect(picked.map((q) => q.id)).toEqual([3, 50, 99]);
    const starterPicked = await questions(
      app,
      starter.cookie,
      `?version=2008&questionIds=${encodeURIComponent('[3,50]')}`,
    );
    expect(starterPicked.map((q) => q.id)).toEqual([3]);
  });

  it('rejects malformed filters with 400', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'member', { level: 2 });
    for (const query of [
      '?questionIds=not-json',
      `?questionIds=${encodeURIComponent('["a"]')}`,
      '?categoryId=abc',
      '?version=1999',
    ]) {
      const response = await sendAs(app, cookie, 'GET', `/api/questions${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(/\w/);
    }
  });

  it('keeps the senators and governor questions with option_4 as the look-up option', async () => {
    const app = await buildTestApp();
    const admin = await signInAdmin(app);
    const bank = await questions(app, admin.cookie, '?version=2008');
    for (const id of [20, 43]) {
      const question = bank.find((q) => q.id === id)!;
      expect(question.correctOptionId).toBe('option_4');
      expect(question.options.map((o) => o.id)).toEqual(['option_1', 'option_2', 'option_3', 'option_4']);
    }
  });
});

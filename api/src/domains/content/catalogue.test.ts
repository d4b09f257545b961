import { describe, expect, it } from 'vitest';
import { buildTestApp, signUp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';

describe('categories, translations and officials', () => {
  it('lists the three categories and counts the questions a user may see', async () => {
    const app = await buildTestApp();
    const starter = await signUp(app, 'starter', { level: 1 });
    const member = await signUp(app, 'member', { level: 2 });
    const categories = await sendAs(app, member.cookie, 'GET', '/api/categories');
    expect(categories.json().map((c: { name: string }) => c.name)).toEqual([
      'American Government',
      'American History',
      'Integrated Civics',
    ]);
    expect(categories.json()[0].translations.vi.name).toMatch(/\S/);
    const counts = await sendAs(app, member.cookie, 'GET', '/api/categories/question-counts?version=2008');
    expect(counts.json()).toEqual([
      { categoryId: 1, questionCount: 57 },
      { categoryId: 2, questionCount: 30 },
      { categoryId: 3, questionCount: 13 },
    ]);
    const starterCounts = await sendAs(app, starter.cookie, 'GET', '/api/categories/question-counts?version=2008');
    expect(starterCounts.json()).toEqual([
      { categoryId: 1, questionCount: 20 },
      { categoryId: 2, questionCount: 0 },
      { categoryId: 3, questionCount: 0 },
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(401);
  });

  it('answers translations only for questions the user may see, and needs a session', async () => {
    const app = await buildTestApp();
    const starter = await signUp(app, 'starter', { level: 1 });
    for (const segment of ['vi', 'ko', 'es', 'zh', 'zh-tw']) {
      const url = `/api/${segment}-translations/translations?version=2008`;
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const response = await sendAs(app, starter.cookie, 'GET', url);
      expect(response.statusCode).toBe(200);
      const ids = (response.json() as Array<{ questionId: number }>).map((t) => t.questionId);
      expect(ids.every((id) => id <= 20)).toBe(true);
    }
    const all = await sendAs(app, starter.cookie, 'GET', '/api/translations/questions?version=2008');
    expect(all.json()).toHaveLength(20);
    expect(all.json()[0]).toHaveProperty('translations');
  });

  it('lists two senators per state and a governor per state and territory with their as-of dates', async () => {
    const app = await buildTestApp();
    const senators = (await app.inject({ method: 'GET', url: '/api/senators' })).json() as Array<{
      state: string;
      asOf: string;
      portraitUrl: unknown;
    }>;
    expect(senators).toHaveLength(100);
    expect(senators.filter((s) => s.state === 'CA')).toHaveLength(2);
    expect(senators[0]).toMatchObject({ asOf: '2026-06-15', portraitUrl: null });
    const governors = (await app.inject({ method: 'GET', url: '/api/governors' })).json() as Array<{
      state: string;
      governorName: string;
    }>;
    expect(governors).toHaveLength(55); // 50 states and 5 territories
    expect(governors.find((g) => g.state === 'CA')?.governorName).toBe('Gavin Newsom');
  });
});

import { describe, expect, it } from 'vitest';
import { buildTestApp, signUp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';

describe('GET /api/content/bundle', () => {
  it('answers the learner bank with one language, and 304 for an unchanged ETag', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'member', { level: 2 });
    const first = await sendAs(app, cookie, 'GET', '/api/content/bundle?language=vi&version=2008');
    expect(first.statusCode).toBe(200);
    const bundle = first.json();
    expect(bundle).toMatchObject({ version: '2008', language: 'vi', approvalLevel: 2, state: 'CA' });
    expect(bundle.questions).toHaveLength(100);
    expect(bundle.senators).toHaveLength(100);
    expect(bundle.categories).toHaveLength(3);
    for (const q of bundle.questions) expect(Object.keys(q.translations).every((l) => l === 'vi')).toBe(true);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const second = await app.inject({
      method: 'GET',
      url: '/api/content/bundle?language=vi&version=2008',
      headers: { cookie, 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    const otherLanguage = await app.inject({
      method: 'GET',
      url: '/api/content/bundle?language=ko&version=2008',
      headers: { cookie, 'if-none-match': etag },
    });
    expect(otherLanguage.statusCode).toBe(200);
  });

  it('sends a level 1 learner only the first 20 questions, and refuses bad input and anonymous callers', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'starter', { level: 1 });
    const bundle = (await sendAs(app, cookie, 'GET', '/api/content/bundle')).json();
    expect(bundle.questions.map((q: { officialNumber: number }) => q.officialNumber)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect((await sendAs(app, cookie, 'GET', '/api/content/bundle?language=xx')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/content/bundle' })).statusCode).toBe(401);
  });
});

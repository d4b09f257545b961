// Cross-cutting request rules of issue 13: no type coercion of bodies, no-store on personal answers.
// The cross-site guard that replaced the custom-header rule (issue 20) is tested in plugins/cross-site.test.ts.
import { describe, expect, it } from 'vitest';
import { buildTestApp, countUsers, postLogin, postRegistration, signUp, validRegistration } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';

describe('state-changing calls from a page of this site', { timeout: 90_000 }, () => {
  it('a form-encoded or text/plain body is still refused by the route schema; nothing is stored', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1');
    const before = await countUsers(app);
    const form = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(validRegistration('newbie')),
    });
    expect(form.statusCode).toBe(400);
    expect(await countUsers(app)).toBe(before);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie, 'content-type': 'text/plain' },
      payload: JSON.stringify({ studyModeSettings: { timeLimit: 45 } }),
    });
    expect(put.statusCode).toBe(400);
    expect((await sendAs(app, cookie, 'GET', '/api/settings')).json().studyModeSettings.timeLimit).not.toBe(45);
    // No custom header is needed any more (issue 20): a DELETE without a body works.
    expect((await sendAs(app, cookie, 'DELETE', '/api/user-progress/reset')).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/api/user-progress/reset' })).statusCode).toBe(401);
  });
});

describe('no type coercion of JSON bodies', () => {
  it('refuses a numeric password on the direct routes as the sync ops do; query strings still read numbers', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1');
    const login = await postLogin(app, { username: 'learner1', password: -1e308 });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe('Invalid password: must be string');
    const before = await countUsers(app);
    const register = await postRegistration(app, { ...validRegistration('numeric'), password: 12345678 });
    expect(register.statusCode).toBe(400);
    expect(await countUsers(app)).toBe(before);
    const progress = await sendAs(app, cookie, 'POST', '/api/user-progress', { questionId: '3', isCorrect: 'true' });
    expect(progress.statusCode).toBe(400);
    expect((await sendAs(app, cookie, 'GET', '/api/sync/pull?cursor=0')).statusCode).toBe(200);
  });
});

describe('Cache-Control on personal answers', () => {
  it('answers no-store for the user, settings, pull and login; the bundle keeps private, no-cache with its ETag', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 1 });
    for (const url of ['/api/user', '/api/settings', '/api/sync/pull', '/api/system-settings']) {
      const response = await sendAs(app, cookie, 'GET', url);
      expect([url, response.statusCode, response.headers['cache-control']]).toEqual([url, 200, 'no-store']);
    }
    const login = await postLogin(app, { username: 'learner1', password: 'secret123' });
    expect(login.headers['cache-control']).toBe('no-store');
    const bundle = await sendAs(app, cookie, 'GET', '/api/content/bundle?language=vi&version=2008');
    expect(bundle.headers['cache-control']).toBe('private, no-cache');
    const again = await app.inject({
      method: 'GET',
      url: '/api/content/bundle?language=vi&version=2008',
      headers: { cookie, 'if-none-match': String(bundle.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

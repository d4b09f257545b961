// Cross-cutting request rules of issue 13: JSON (or a custom header) on every state-changing call,
// no type coercion of bodies, no-store on personal answers.
import { describe, expect, it } from 'vitest';
import { buildTestApp, signUp, validRegistration, countUsers } from '../../test/helper.js';

describe('state-changing calls need JSON or X-Requested-With', () => {
  it('a plain-text or form POST to logout answers 415 and the session stays signed in', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1');
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const out = await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie, 'content-type': contentType }, payload: 'a=b' });
      expect(out.statusCode).toBe(415);
      expect(out.json().message).toBe('Send this request as JSON (Content-Type: application/json) or with the X-Requested-With header.');
    }
    expect((await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } })).statusCode).toBe(415);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
    // JSON, or the custom header a form cannot send, signs out.
    expect((await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie }, payload: {} })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('a text/plain register or settings change stores nothing; DELETE needs the header', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1');
    const before = await countUsers(app);
    const form = await app.inject({ method: 'POST', url: '/api/register', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(validRegistration('newbie')) });
    expect(form.statusCode).toBe(415);
    expect(await countUsers(app)).toBe(before);
    const put = await app.inject({ method: 'PUT', url: '/api/settings', headers: { cookie, 'content-type': 'text/plain' }, payload: JSON.stringify({ studyModeSettings: { timeLimit: 45 } }) });
    expect(put.statusCode).toBe(415);
    expect((await app.inject({ method: 'GET', url: '/api/settings', headers: { cookie } })).json().studyModeSettings.timeLimit).not.toBe(45);
    expect((await app.inject({ method: 'DELETE', url: '/api/user-progress/reset', headers: { cookie } })).statusCode).toBe(415);
    expect((await app.inject({ method: 'DELETE', url: '/api/user-progress/reset', headers: { cookie, 'x-requested-with': 'fetch' } })).statusCode).toBe(200);
    // An anonymous caller still hears 401 first.
    expect((await app.inject({ method: 'DELETE', url: '/api/user-progress/reset' })).statusCode).toBe(401);
  });
});

describe('no type coercion of JSON bodies', () => {
  it('refuses a numeric password on the direct routes as the sync ops do; query strings still read numbers', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1');
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'learner1', password: -1e308 } });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe('Invalid password: must be string');
    const before = await countUsers(app);
    const register = await app.inject({ method: 'POST', url: '/api/register', payload: { ...validRegistration('numeric'), password: 12345678 } });
    expect(register.statusCode).toBe(400);
    expect(await countUsers(app)).toBe(before);
    const progress = await app.inject({ method: 'POST', url: '/api/user-progress', headers: { cookie }, payload: { questionId: '3', isCorrect: 'true' } });
    expect(progress.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/sync/pull?cursor=0', headers: { cookie } })).statusCode).toBe(200);
  });
});

describe('Cache-Control on personal answers', () => {
  it('answers no-store for the user, settings, pull and login; the bundle keeps private, no-cache with its ETag', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 1 });
    for (const url of ['/api/user', '/api/settings', '/api/sync/pull', '/api/system-settings']) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect([url, response.statusCode, response.headers['cache-control']]).toEqual([url, 200, 'no-store']);
    }
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'learner1', password: 'secret123' } });
    expect(login.headers['cache-control']).toBe('no-store');
    const bundle = await app.inject({ method: 'GET', url: '/api/content/bundle?language=vi&version=2008', headers: { cookie } });
    expect(bundle.headers['cache-control']).toBe('private, no-cache');
    const again = await app.inject({ method: 'GET', url: '/api/content/bundle?language=vi&version=2008', headers: { cookie, 'if-none-match': String(bundle.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

import { describe, expect, it } from 'vitest';
import { buildTestApp, postLogin, postRegistration, sessionCookie, signUp } from '../../test/helper.js';
import { fetchAs, sendAs } from '../../test/requests.js';

describe('POST /api/login and the session', () => {
  it('requires username and password with the spec messages', async () => {
    const app = await buildTestApp();
    const response = await postLogin(app, { username: ' ', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ username: 'Username is required', password: 'Password is required' });
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const app = await buildTestApp();
    await signUp(app, 'known');
    const unknown = await postLogin(app, { username: 'ghost', password: 'secret123' });
    const wrong = await postLogin(app, { username: 'known', password: 'wrong-pass' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.cookies.find((c) => c.name === 'sessionId')).toBeUndefined();
  });

  it('tells an unverified account to verify its email, and signs it in only after', async () => {
    const app = await buildTestApp();
    await postRegistration(app);
    const response = await postLogin(app, { username: 'learner1', password: 'secret123' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('verify your email');
  });

  it('answers the user in snake_case and GET /api/user with the session; 401 without', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1');
    const me = await sendAs(app, cookie, 'GET', '/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      username: 'learner1',
      full_name: 'Lan Nguyen',
      preferred_language: 'vi',
      is_approved: false,
      approval_level: 0,
      role: 'user',
      email_verified: true,
    });
    expect(me.json().last_login).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(me.json()).not.toHaveProperty('password_hash');
    expect((await app.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
  });

  it('sets an HttpOnly, SameSite=Lax cookie and changes the session id at login', async () => {
    const app = await buildTestApp();
    const first = await signUp(app, 'learner1');
    const again = await postLogin(app, { username: 'learner1', password: 'secret123' }, { cookie: first.cookie });
    const cookie = again.cookies.find((c) => c.name === 'sessionId')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(sessionCookie(again)).not.toBe(first.cookie);
    // The old session id is no longer signed in.
    expect((await sendAs(app, first.cookie, 'GET', '/api/user')).statusCode).toBe(401);
  });

  it('logs out: the cookie no longer works', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1');
    const out = await fetchAs(app, cookie, 'POST', '/api/logout');
    expect(out.statusCode).toBe(200);
    expect((await sendAs(app, cookie, 'GET', '/api/user')).statusCode).toBe(401);
  });

  it('changes the preferred language, refusing unknown ones and anonymous callers', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1');
    const bad = await sendAs(app, cookie, 'PUT', '/api/user/language', { language: 'klingon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Unsupported language');
    expect(
      (await app.inject({ method: 'PUT', url: '/api/user/language', payload: { language: 'ko' } })).statusCode,
    ).toBe(401);
    const ok = await sendAs(app, cookie, 'PUT', '/api/user/language', { language: 'zh-TW' });
    expect(ok.json().preferred_language).toBe('zh-TW');
    expect((await sendAs(app, cookie, 'GET', '/api/user')).json().preferred_language).toBe('zh-TW');
  });
});

describe('rate limits', () => {
  it('answers 429 with a message once the limit is spent', async () => {
    const app = await buildTestApp({ authRateLimit: { max: 3, windowMs: 60_000 } });
    const attempt = () => postLogin(app, { username: 'ghost', password: 'nope-nope' });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'Too Many Requests' });
    expect(limited.json().message).toContain('Too many attempts');
    const register = await postRegistration(app);
    expect(register.statusCode).toBe(201); // each route counts on its own
  });
});

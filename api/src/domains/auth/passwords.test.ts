import { describe, expect, it } from 'vitest';
import { buildTestApp, postLogin, signUp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';
import type { CivicsApp } from '../../app.js';

const login = (app: CivicsApp, password: string) => postLogin(app, { username: 'learner1', password });
/** A POST as the password screens send it, with the session cookie when there is one. */
const post = (app: CivicsApp, url: string, payload: object, cookie?: string) =>
  app.inject({ method: 'POST', url, payload, ...(cookie ? { headers: { cookie } } : {}) });
const answers = { answer1: ' miu ', answer2: 'TALE OF KIEU', answer3: 'Pho' };

describe('password reset with security questions', () => {
  it('returns the three questions (an unknown name gets decoys: see enumeration.test.ts)', async () => {
    const app = await buildTestApp();
    await signUp(app, 'learner1');
    const response = await post(app, '/api/password/reset/questions', { username: 'learner1' });
    expect(response.json()).toEqual({
      question1: 'What was the name of your first pet?',
      question2: 'What is your favorite book?',
      question3: 'What is your favorite food?',
    });
    expect(
      (
        await app.inject({ method: 'POST', url: '/api/password/reset/questions', payload: { username: 'LEARNER1' } })
      ).json(),
    ).toEqual(response.json());
  });

  it('resets with the right answers (case and spaces forgiven)', async () => {
    const app = await buildTestApp();
    await signUp(app, 'learner1');
    const response = await post(app, '/api/password/reset/verify', {
      username: 'learner1',
      answers,
      newPassword: 'brand-new',
    });
    expect(response.statusCode).toBe(200);
    expect((await login(app, 'brand-new')).statusCode).toBe(200);
    expect((await login(app, 'secret123')).statusCode).toBe(401);
  });

  it('refuses a wrong answer or a short password and keeps the old password', async () => {
    const app = await buildTestApp();
    await signUp(app, 'learner1');
    const wrong = await post(app, '/api/password/reset/verify', {
      username: 'learner1',
      answers: { ...answers, answer3: 'Bun' },
      newPassword: 'brand-new',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Security answers do not match our records.');
    const short = await post(app, '/api/password/reset/verify', { username: 'learner1', answers, newPassword: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 6 characters');
    expect((await login(app, 'secret123')).statusCode).toBe(200);
  });
});

describe('changing a password', () => {
  it('verify-and-change-password checks the current password', async () => {
    const app = await buildTestApp();
    await signUp(app, 'learner1');
    const url = '/api/user/verify-and-change-password';
    const bad = await post(app, url, { username: 'learner1', currentPassword: 'wrong-one', newPassword: 'brand-new' });
    expect(bad.statusCode).toBe(401);
    expect((await login(app, 'secret123')).statusCode).toBe(200);
    const ok = await post(app, url, { username: 'learner1', currentPassword: 'secret123', newPassword: 'brand-new' });
    expect(ok.statusCode).toBe(200);
    expect((await login(app, 'brand-new')).statusCode).toBe(200);
  });

  it('change-password needs a session, the own user id and the right current password', async () => {
    const app = await buildTestApp();
    const { cookie, user } = await signUp(app, 'learner1');
    const url = '/api/change-password';
    const change = (payload: object) => post(app, url, payload, cookie);
    expect((await post(app, url, { currentPassword: 'secret123', newPassword: 'brand-new' })).statusCode).toBe(401);
    const other = await change({ userId: user.id + 1, currentPassword: 'secret123', newPassword: 'brand-new' });
    expect(other.statusCode).toBe(403);
    const wrong = await change({ userId: user.id, currentPassword: 'nope-nope', newPassword: 'brand-new' });
    expect(wrong.json().message).toBe('Current password is incorrect');
    const short = await change({ currentPassword: 'secret123', newPassword: 'abc' });
    expect(short.statusCode).toBe(400);
    expect((await login(app, 'secret123')).statusCode).toBe(200);
    const ok = await change({ userId: user.id, currentPassword: 'secret123', newPassword: 'brand-new' });
    expect(ok.statusCode).toBe(200);
    // The session that changed it stays signed in.
    expect((await sendAs(app, cookie, 'GET', '/api/user')).statusCode).toBe(200);
  });
});

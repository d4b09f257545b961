// Issue 22: every error answer a person may read carries a code, so the app can show it in the
// learner's language; the English message stays for clients written to the spec.
import { describe, expect, it } from 'vitest';
import { buildTestApp, postLogin, postRegistration, signUp, validRegistration } from '../test/helper.js';
import { sendAs } from '../test/requests.js';

describe('error codes in error answers', () => {
  it('codes a wrong current password, a wrong sign-in, a taken name, a missing session and each field', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1');

    const wrong = await sendAs(app, cookie, 'POST', '/api/change-password', {
      currentPassword: 'nope-nope',
      newPassword: 'brand-new',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: 'Bad Request',
      message: 'Current password is incorrect',
      code: 'current_password_wrong',
    });

    const badLogin = await postLogin(app, { username: 'learner1', password: 'wrong-one' });
    expect(badLogin.statusCode).toBe(401);
    expect(badLogin.json()).toMatchObject({ code: 'invalid_credentials', message: 'Invalid username or password' });

    const taken = await postRegistration(app, validRegistration('learner1'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'username_taken', fields: { username: 'Username already exists' } });

    const anonymous = await app.inject({ method: 'GET', url: '/api/user' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'not_authenticated' });

    const badField = await postRegistration(app, { ...validRegistration('learner2'), securityAnswer2: ' ' });
    expect(badField.statusCode).toBe(400);
    expect(badField.json()).toMatchObject({
      code: 'security_answer_required',
      fields: { securityAnswer2: 'Answer 2 is required' },
    });
  }, 60_000);
});

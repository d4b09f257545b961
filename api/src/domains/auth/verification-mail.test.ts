// The verification email follows the language the learner registered with (issue 12).
import { describe, expect, it } from 'vitest';
import { buildTestApp, validRegistration, postRegistration } from '../../test/helper.js';

describe('verification email language', () => {
  it.each([
    ['vi', 'Mã xác minh của bạn là'],
    ['es', 'Tu código de verificación es'],
    ['zh', '您的验证码是'],
    ['fr', 'Votre code de vérification est'],
    ['en', 'Your verification code is'],
  ])('registering with preferredLanguage %s mails the code in that language', async (language, phrase) => {
    const app = await buildTestApp();
    const response = await postRegistration(app, { ...validRegistration(), preferredLanguage: language });
    expect(response.statusCode).toBe(201);
    const mail = app.mailer.sent.at(-1)!;
    expect(mail.text).toContain(`${phrase} ${response.json()._tempVerificationCode}`);
    expect(mail.subject).toContain('U.S. Citizenship Test Practice');
  });

  it('a resent code uses the stored preferred language', async () => {
    const app = await buildTestApp();
    await postRegistration(app, { ...validRegistration(), preferredLanguage: 'vi' });
    const resent = await app.inject({ method: 'GET', url: '/api/get-verification-code/learner1' });
    expect(resent.statusCode).toBe(200);
    expect(app.mailer.sent.at(-1)!.text).toContain(`Mã xác minh của bạn là ${resent.json()._tempVerificationCode}`);
  });
});

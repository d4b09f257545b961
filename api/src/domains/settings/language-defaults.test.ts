// Issue 22: the translation language is a setting of its own, apart from the interface language
// (preferred_language); auto-bilingual starts on exactly for a learner with a translation.
import { describe, expect, it } from 'vitest';
import type { CivicsApp } from '../../app.js';
import { buildTestApp, sessionCookie, validRegistration, postRegistration } from '../../test/helper.js';

async function registerAndSignIn(app: CivicsApp, username: string, preferredLanguage: string) {
  const registered = await postRegistration(app, { ...validRegistration(username), preferredLanguage });
  expect(registered.statusCode).toBe(201);
  const verificationCode = registered.json()._tempVerificationCode as string;
  expect(
    (await app.inject({ method: 'POST', url: '/api/verify-email', payload: { username, verificationCode } }))
      .statusCode,
  ).toBe(200);
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: 'secret123', remember: true },
  });
  expect(login.statusCode).toBe(200);
  return sessionCookie(login);
}
const study = async (app: CivicsApp, cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/settings', headers: { cookie } })).json().studyModeSettings as Record<
    string,
    unknown
  >;
const put = (app: CivicsApp, cookie: string, studyModeSettings: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/settings', headers: { cookie }, payload: { studyModeSettings } });

describe('language settings (issue 22)', () => {
  it('registers every interface language, Korean and Traditional Chinese included, and stores it on the account', async () => {
    const app = await buildTestApp();
    for (const [i, language] of ['en', 'vi', 'ko', 'zh', 'zh-TW', 'es', 'fr'].entries()) {
      const cookie = await registerAndSignIn(app, `lang${i}user`, language);
      const user = (await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json();
      expect(user.preferred_language).toBe(language);
    }
  }, 90_000); // seven sign-ups, each hashing a password and three answers

  it('starts the translation at the preferred language with auto-bilingual on; English and French start with none and off', async () => {
    const app = await buildTestApp();
    expect(await study(app, await registerAndSignIn(app, 'korean1', 'ko'))).toMatchObject({
      translationLanguage: 'ko',
      autoBilingual: true,
    });
    expect(await study(app, await registerAndSignIn(app, 'taiwan1', 'zh-TW'))).toMatchObject({
      translationLanguage: 'zh-TW',
      autoBilingual: true,
    });
    expect(await study(app, await registerAndSignIn(app, 'english1', 'en'))).toMatchObject({
      translationLanguage: 'none',
      autoBilingual: false,
    });
    expect(await study(app, await registerAndSignIn(app, 'french1', 'fr'))).toMatchObject({
      translationLanguage: 'none',
      autoBilingual: false,
    });
  });

  it('keeps the translation and auto-bilingual the learner chose, whatever the interface language becomes', async () => {
    const app = await buildTestApp();
    const cookie = await registerAndSignIn(app, 'viet1', 'vi');
    expect((await put(app, cookie, { translationLanguage: 'es', autoBilingual: false })).statusCode).toBe(200);
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: { cookie },
      payload: { language: 'en' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await study(app, cookie)).toMatchObject({ translationLanguage: 'es', autoBilingual: false });
  });

  it('refuses a translation language it does not have, and stores nothing', async () => {
    const app = await buildTestApp();
    const cookie = await registerAndSignIn(app, 'viet2', 'vi');
    const refused = await put(app, cookie, { translationLanguage: 'de' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'Bad Request' });
    expect(await study(app, cookie)).toMatchObject({ translationLanguage: 'vi' });
  });
});

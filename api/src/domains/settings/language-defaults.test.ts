// Issue 22: the translation language is a setting of its own, apart from the interface language
// (preferred_language); auto-bilingual starts on exactly for a learner with a translation.
import { describe, expect, it } from 'vitest';
import type { CivicsApp } from '../../app.js';
import { buildTestApp, signUp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';
import { getSettings, putSettings } from '../../test/settings.js';

/** Registers (choosing `preferredLanguage` on the form), verifies and signs in: the session cookie. */
const registerAndSignIn = async (app: CivicsApp, username: string, preferredLanguage: string) =>
  (await signUp(app, username, { preferredLanguage })).cookie;
const study = async (app: CivicsApp, cookie: string) =>
  (await getSettings(app, cookie)).studyModeSettings as Record<string, unknown>;
const put = (app: CivicsApp, cookie: string, studyModeSettings: Record<string, unknown>) =>
  putSettings(app, cookie, { studyModeSettings });

describe('language settings (issue 22)', () => {
  it('registers every interface language, Korean and Traditional Chinese included, and stores it on the account', async () => {
    const app = await buildTestApp();
    for (const [i, language] of ['en', 'vi', 'ko', 'zh', 'zh-TW', 'es', 'fr'].entries()) {
      const cookie = await registerAndSignIn(app, `lang${i}user`, language);
      const user = (await sendAs(app, cookie, 'GET', '/api/user')).json();
      expect(user.preferred_language).toBe(language);
    }
  }, 90_000); // seven sign-ups, each hashing a password and three answers

  it('starts the translation at the preferred language with auto-bilingual on; English and French start with none and off', async () => {
    const app = await buildTestApp();
    const learners = [
      { username: 'korean1', language: 'ko', startsWith: { translationLanguage: 'ko', autoBilingual: true } },
      { username: 'taiwan1', language: 'zh-TW', startsWith: { translationLanguage: 'zh-TW', autoBilingual: true } },
      { username: 'english1', language: 'en', startsWith: { translationLanguage: 'none', autoBilingual: false } },
      { username: 'french1', language: 'fr', startsWith: { translationLanguage: 'none', autoBilingual: false } },
    ];
    for (const { username, language, startsWith } of learners) {
      const settings = await study(app, await registerAndSignIn(app, username, language));
      expect([language, settings]).toMatchObject([language, startsWith]);
    }
  });

  it('keeps the translation and auto-bilingual the learner chose, whatever the interface language becomes', async () => {
    const app = await buildTestApp();
    const cookie = await registerAndSignIn(app, 'viet1', 'vi');
    expect((await put(app, cookie, { translationLanguage: 'es', autoBilingual: false })).statusCode).toBe(200);
    const changed = await sendAs(app, cookie, 'PUT', '/api/user/language', { language: 'en' });
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

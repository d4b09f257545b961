// Issue 31: the first sign-in's welcome is remembered as a setting of the account, so another device
// does not show it again and another account on the same device still gets its own.
import { describe, expect, it } from 'vitest';
import { buildTestApp, signUp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';
import { getSettings, putSettings } from '../../test/settings.js';

describe('welcomeDone', () => {
  it('is absent, with no settings saved, until the welcome was done; then it is kept for the account only', async () => {
    const app = await buildTestApp();
    const first = await signUp(app, 'newcomer1', { level: 1 });
    const second = await signUp(app, 'newcomer2', { level: 1 });
    const before = await getSettings(app, first.cookie);
    expect(before.studyModeSettings.welcomeDone).toBeUndefined();
    expect(before.updatedAt).toBeNull();

    expect((await putSettings(app, first.cookie, { studyModeSettings: { welcomeDone: true } })).statusCode).toBe(200);
    expect((await getSettings(app, first.cookie)).studyModeSettings.welcomeDone).toBe(true);
    // Another device of the same account pulls it.
    const pulled = (await sendAs(app, first.cookie, 'GET', '/api/sync/pull')).json();
    expect(JSON.stringify(pulled)).toContain('"welcomeDone":true');
    // The next learner's account is untouched.
    expect((await getSettings(app, second.cookie)).studyModeSettings.welcomeDone).toBeUndefined();
  });

  it('refuses a welcomeDone that is not true or false, and stores nothing', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'newcomer3', { level: 1 });
    const refused = await putSettings(app, cookie, { studyModeSettings: { welcomeDone: 'yes' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    const after = await getSettings(app, cookie);
    expect(after.studyModeSettings.welcomeDone).toBeUndefined();
    expect(after.updatedAt).toBeNull();
  });

  it('is not written without a session', async () => {
    const app = await buildTestApp();
    const refused = await putSettings(app, undefined, { studyModeSettings: { welcomeDone: true } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });
});

import { describe, expect, it } from 'vitest';
import { buildTestApp, signUp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';

describe('GET /api/public/system-settings: the support contact', () => {
  it('gives the configured SUPPORT_EMAIL to anyone, signed in or not', async () => {
    const app = await buildTestApp({ supportEmail: 'help@civics.example' });
    const anonymous = await app.inject({ method: 'GET', url: '/api/public/system-settings' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().support_email).toBe('help@civics.example');
    const { cookie } = await signUp(app, 'learner1', { level: 1 });
    const learner = await sendAs(app, cookie, 'GET', '/api/public/system-settings');
    expect(learner.json().support_email).toBe('help@civics.example');
  });

  it('answers null when no support address is configured', async () => {
    const app = await buildTestApp({ supportEmail: null });
    expect((await app.inject({ method: 'GET', url: '/api/public/system-settings' })).json()).toMatchObject({
      support_email: null,
    });
  });
});

describe('SUPPORT_EMAIL', () => {
  it('is read from the environment, blank meaning none', async () => {
    const { loadConfig } = await import('../../config.js');
    // ':memory:' so that loading the config writes no session-secret file into the working folder.
    const base = { DATABASE_PATH: ':memory:' };
    expect(loadConfig({ ...base, SUPPORT_EMAIL: ' help@civics.example ' }).supportEmail).toBe('help@civics.example');
    expect(loadConfig({ ...base, SUPPORT_EMAIL: '' }).supportEmail).toBeNull();
    expect(loadConfig(base).supportEmail).toBeNull();
  });
});

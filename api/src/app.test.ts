import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { ensureAdmin } from './db/seed.js';
import { postLogin, signUp, tempDir, testConfig } from './test/helper.js';

describe('the app on a file database', () => {
  it('keeps a signed-in session across a restart', async () => {
    const config = testConfig();
    const first = await buildApp(config, { logger: false });
    const { cookie } = await signUp(first, 'learner1', { level: 1 });
    await first.close();

    const second = await buildApp(config, { logger: false });
    try {
      const me = await second.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json().username).toBe('learner1');
    } finally {
      await second.close();
    }
  });

  it('makes a session secret once and keeps it beside the database', () => {
    const dir = tempDir();
    const env = { DATABASE_PATH: join(dir, 'db', 'civics.sqlite') };
    const first = loadConfig(env).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(join(dir, 'db', 'session-secret'))).toBe(true);
    expect(loadConfig(env).sessionSecret).toBe(first);
    expect(loadConfig({ ...env, SESSION_SECRET: 'x'.repeat(40) }).sessionSecret).toBe('x'.repeat(40));
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const app = await buildApp(testConfig(), { logger: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Not Found' });
    } finally {
      await app.close();
    }
  });
});

describe('the first admin', () => {
  it('creates admin with a one-time random password when none is configured, and only once', async () => {
    const app = await buildApp(testConfig(), { logger: false });
    try {
      const created = await ensureAdmin(app.db, {});
      expect(created?.username).toBe('admin');
      expect(created?.generatedPassword?.length).toBeGreaterThanOrEqual(12);
      expect(await ensureAdmin(app.db, {})).toBeNull();
      const login = await postLogin(app, { username: 'admin', password: created!.generatedPassword });
      expect(login.json()).toMatchObject({ role: 'admin', is_approved: true, approval_level: 2 });
    } finally {
      await app.close();
    }
  });

  it('creates or updates the configured admin', async () => {
    const app = await buildApp(testConfig(), { logger: false });
    try {
      await ensureAdmin(app.db, { username: 'chief', password: 'first-pass', email: 'chief@example.com' });
      await ensureAdmin(app.db, { username: 'chief', password: 'second-pass' });
      const login = await postLogin(app, { username: 'chief', password: 'second-pass' });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({ role: 'admin', email: 'chief@example.com' });
    } finally {
      await app.close();
    }
  });
});

// Builds the real app on a fresh SQLite file per test (DESIGN.md §7: no mocking of our own database).
// With TEST_DATABASE_URL=postgres://… (issue 15) each test config gets its own fresh PostgreSQL
// schema instead, dropped after the test: the same suite then runs on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type CivicsApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { SECURITY_QUESTION_CHOICES } from '@civics/sync-protocol/constants';
import { ensureAdmin } from '../db/seed.js';
import type { DatabaseTarget } from '../db/database.js';
import { createPool } from '../db/postgres.js';
import { workerDatabaseName } from './workers.js';
import { copySeededPostgres, copySeededSqlite } from './seeded-template.js';

const cleanups: Array<() => Promise<void> | void> = [];

/** Closes the apps and removes the files and schemas of the test that just ran (src/test/setup.ts). */
export async function runCleanups(): Promise<void> {
  while (cleanups.length) await cleanups.pop()!();
}

export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'civics-api-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** This Vitest worker, counted from 1. */
const workerNumber = Number(process.env.VITEST_POOL_ID ?? 1);

/** This worker's database on the PostgreSQL server the suite runs on (global-setup.ts), or null for SQLite (the default). */
export const testPostgresUrl: string | null = workerDatabaseUrl(process.env.TEST_DATABASE_URL?.trim());

function workerDatabaseUrl(serverUrl: string | undefined): string | null {
  if (!serverUrl) return null;
  const url = new URL(serverUrl);
  url.pathname = `/${workerDatabaseName(workerNumber)}`;
  return url.toString();
}
export const onPostgres = testPostgresUrl !== null;

/**
 * A URL for a new, empty schema of the test server (created by the first migration run, see
 * migrateToLatest); the schema is dropped after the test.
 */
export function freshPostgresUrl(baseUrl = testPostgresUrl!): string {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  cleanups.push(async () => {
    const pool = createPool(baseUrl, 1);
    try {
      await pool.query(`drop schema if exists ${schema} cascade`);
    } finally {
      await pool.end();
    }
  });
  return url.toString();
}

/** A fresh database on the suite's engine, for tests that open one without the app. */
export function freshDatabaseTarget(dir = tempDir()): DatabaseTarget {
  return { path: join(dir, 'test.sqlite'), url: onPostgres ? freshPostgresUrl() : null, poolSize: 4 };
}

function baseTestConfig(dir: string): AppConfig {
  return {
    ...loadConfig({
      DATABASE_PATH: join(dir, 'test.sqlite'),
      SESSION_SECRET: 'a-test-secret-that-is-long-enough-for-session',
    }),
    authRateLimit: { max: 1000, windowMs: 60_000 },
    // Reminders go to the fake push service on this machine only, never outside.
    push: { subject: 'mailto:tests@example.com', allowedHosts: ['127.0.0.1'] },
  };
}

/** A config on an empty database (a new SQLite file, or a new PostgreSQL schema): buildApp migrates and seeds it. */
export function testConfig(overrides: Partial<AppConfig> = {}, dir = tempDir()): AppConfig {
  return {
    ...baseTestConfig(dir),
    ...(onPostgres ? { databaseUrl: freshPostgresUrl(), databasePoolSize: 4 } : {}),
    ...overrides,
  };
}

/** This test's own copy of the worker's migrated and seeded database (seeded-template.ts). */
async function seededDatabase(dir: string): Promise<Partial<AppConfig>> {
  if (!onPostgres) {
    await copySeededSqlite(join(dir, 'test.sqlite'));
    return {};
  }
  const copy = await copySeededPostgres(testPostgresUrl!, workerNumber);
  cleanups.push(copy.drop);
  return { databaseUrl: copy.url, databasePoolSize: 4 };
}

/** The real app on its own database, already migrated and seeded, unless `overrides` names another database. */
export async function buildTestApp(overrides: Partial<AppConfig> = {}): Promise<CivicsApp> {
  const ownDatabase = 'databasePath' in overrides || 'databaseUrl' in overrides;
  const dir = tempDir();
  const config = ownDatabase
    ? testConfig(overrides, dir)
    : { ...baseTestConfig(dir), ...(await seededDatabase(dir)), ...overrides };
  const app = await buildApp(config, { logger: false, databaseReady: !ownDatabase });
  cleanups.push(() => app.close());
  return app;
}

export const validRegistration = (name = 'learner1') => ({
  username: name,
  cellphone: '(555) 123-4567',
  email: `${name}@example.com`,
  password: 'secret123',
  fullName: 'Lan Nguyen',
  preferredLanguage: 'vi',
  state: 'CA',
  securityQuestion1: SECURITY_QUESTION_CHOICES[0][0]!,
  securityQuestion2: SECURITY_QUESTION_CHOICES[1][0]!,
  securityQuestion3: SECURITY_QUESTION_CHOICES[2][0]!,
  securityAnswer1: 'Miu',
  securityAnswer2: 'Tale of Kieu',
  securityAnswer3: 'Pho',
});

/** POST /api/register as the sign-up form sends it; the refusal tests send bodies of their own. */
export const postRegistration = (app: CivicsApp, payload: object = validRegistration()) =>
  app.inject({ method: 'POST', url: '/api/register', payload });

/** Where a sign-in comes from: the cookies the browser already holds, its network address, its user agent. */
export interface LoginSource {
  cookie?: string;
  ip?: string;
  userAgent?: string;
}

/** POST /api/login with this body (the refusal tests send wrong types too), from `from`. */
export function postLogin(app: CivicsApp, payload: object, from: LoginSource = {}) {
  const headers = {
    ...(from.cookie === undefined ? {} : { cookie: from.cookie }),
    ...(from.userAgent === undefined ? {} : { 'user-agent': from.userAgent }),
  };
  return app.inject({
    method: 'POST',
    url: '/api/login',
    payload,
    headers,
    ...(from.ip === undefined ? {} : { remoteAddress: from.ip }),
  });
}

/** Every verification code sent so far has expired. */
export const expireVerificationCodes = (app: CivicsApp) =>
  app.db
    .updateTable('emailVerificationCodes')
    .set({ expiresAt: Date.now() - 1000 })
    .execute();

/** Every account was created more than a day ago: a pending sign-up no longer holds its name and email. */
export const ageAccountsPastADay = (app: CivicsApp) =>
  app.db
    .updateTable('users')
    .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000).toISOString() })
    .execute();

/** The session cookie of an answer, ready to send back. */
export function sessionCookie(response: { cookies: Array<{ name: string; value: string }> }): string {
  const found = response.cookies.find((c) => c.name === 'sessionId');
  if (!found) throw new Error('no session cookie in the answer');
  return `sessionId=${found.value}`;
}

/** POST /api/verify-email with the code the sign-up mail carried. */
export const postVerification = (app: CivicsApp, username: string, verificationCode: string) =>
  app.inject({ method: 'POST', url: '/api/verify-email', payload: { username, verificationCode } });

/** The approval level an admin gives, and what the sign-up form says apart from validRegistration's. */
export interface SignUpOptions {
  level?: number;
  state?: string;
  preferredLanguage?: string;
}

/** Registers, verifies and (optionally) approves a learner; answers with a signed-in cookie. */
export async function signUp(app: CivicsApp, name: string, options: SignUpOptions = {}) {
  const registration = {
    ...validRegistration(name),
    state: options.state ?? 'CA',
    ...(options.preferredLanguage === undefined ? {} : { preferredLanguage: options.preferredLanguage }),
  };
  const registered = await postRegistration(app, registration);
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const verified = await postVerification(app, name, registered.json()._tempVerificationCode as string);
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
  if (options.level) {
    await app.db
      .updateTable('users')
      .set({ approvalLevel: options.level, isApproved: 1 })
      .where('username', '=', name)
      .execute();
  }
  const login = await postLogin(app, { username: name, password: registration.password, remember: true });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { cookie: sessionCookie(login), user: login.json() as { id: number } };
}

export async function signInAdmin(app: CivicsApp) {
  await ensureAdmin(app.db, { username: 'boss', password: 'admin-pass-1', email: 'boss@example.com' });
  const login = await postLogin(app, { username: 'boss', password: 'admin-pass-1', remember: true });
  return { cookie: sessionCookie(login), user: login.json() as { id: number } };
}

export const countUsers = async (app: CivicsApp) =>
  Number(
    (
      await app.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

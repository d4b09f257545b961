// Test-only: every kind of caller an admin route must answer (anonymous, learners of level 0, 1
// and 2, an admin), for the authorization matrix of the admin content and test routes.
import { expect } from 'vitest';
import type { CivicsApp } from '../../app.js';
import { signInAdmin, signUp } from '../../test/helper.js';

export interface Actors {
  level0: string;
  level1: string;
  level2: string;
  admin: string;
}

export async function signInActors(app: CivicsApp): Promise<Actors> {
  const [level0, level1, level2] = [
    await signUp(app, 'waiting0'),
    await signUp(app, 'starter1', { level: 1 }),
    await signUp(app, 'member2', { level: 2 }),
  ];
  const admin = await signInAdmin(app);
  return { level0: level0.cookie, level1: level1.cookie, level2: level2.cookie, admin: admin.cookie };
}

export interface RouteCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
}

/** 401 anonymous, 403 for each learner level; the admin's status is returned for the caller to check. */
export async function expectAdminOnly(app: CivicsApp, actors: Actors, call: RouteCall): Promise<number> {
  const label = `${call.method} ${call.url}`;
  expect(await app.inject({ ...call }).then((r) => r.statusCode), `${label} anonymous`).toBe(401);
  for (const level of ['level0', 'level1', 'level2'] as const) {
    const response = await app.inject({ ...call, headers: { 'x-requested-with': 'fetch', cookie: actors[level] } });
    expect(response.statusCode, `${label} ${level}`).toBe(403);
  }
  return (await app.inject({ ...call, headers: { 'x-requested-with': 'fetch', cookie: actors.admin } })).statusCode;
}

export { countRows } from '../../test/rows.js';

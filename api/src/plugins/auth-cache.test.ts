// The session and user cache of the auth guard (issue 15): a change made through this process
// applies at once — sign-out, a password change, an admin's disable or approval — and what another
// process changes is seen once the entry is AUTH_CACHE_TTL_MS old.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, postLogin, sessionCookie, signInAdmin, signUp } from '../test/helper.js';
import { callAs, sendAs } from '../test/requests.js';
import type { CivicsApp } from '../app.js';
import type { UserRow } from '../db/database.js';
import { AUTH_CACHE_TTL_MS, AuthCache } from './session-store.js';

const me = (app: CivicsApp, cookie: string) => sendAs(app, cookie, 'GET', '/api/user');

afterEach(() => {
  vi.useRealTimers();
});

// Each test signs learners up (password hashing): slow on a busy machine.
describe('auth cache invalidation on this process', { timeout: 60_000 }, () => {
  it('a signed-out session is refused at once, though it was just read from the cache', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 1 });
    expect((await me(app, cookie)).statusCode).toBe(200);
    expect((await me(app, cookie)).statusCode).toBe(200);
    expect((await callAs(app, cookie, 'POST', '/api/logout')).statusCode).toBe(200);
    expect((await me(app, cookie)).statusCode).toBe(401);
  });

  it("a password change ends the account's other sessions at once and keeps the one that changed it", async () => {
    const app = await buildTestApp();
    const { cookie: phone } = await signUp(app, 'learner1', { level: 1 });
    const laptop = sessionCookie(await postLogin(app, { username: 'learner1', password: 'secret123', remember: true }));
    // Both sessions and the user row are now cached.
    expect((await me(app, laptop)).statusCode).toBe(200);
    expect((await me(app, phone)).statusCode).toBe(200);
    const changed = await sendAs(app, phone, 'POST', '/api/change-password', {
      currentPassword: 'secret123',
      newPassword: 'another123',
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(app, laptop)).statusCode).toBe(401);
    expect((await me(app, phone)).statusCode).toBe(200);
  });

  it("an admin's disable and approval apply to a cached learner at once", async () => {
    const app = await buildTestApp();
    const admin = await signInAdmin(app);
    const learner = await signUp(app, 'learner1', { level: 1 });
    expect((await me(app, learner.cookie)).json().approval_level).toBe(1);
    const approved = await sendAs(app, admin.cookie, 'POST', `/api/admin/users/${learner.user.id}/approve`, {
      level: 2,
    });
    expect(approved.statusCode).toBe(200);
    expect((await me(app, learner.cookie)).json().approval_level).toBe(2);
    expect((await callAs(app, admin.cookie, 'POST', `/api/admin/users/${learner.user.id}/disable`)).statusCode).toBe(
      200,
    );
    expect((await me(app, learner.cookie)).statusCode).toBe(401);
  });

  it('a change made elsewhere (another process, a script) is seen once the cached entry is older than the TTL', async () => {
    const app = await buildTestApp();
    const { cookie, user } = await signUp(app, 'learner1', { level: 1 });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect((await me(app, cookie)).json().approval_level).toBe(1);
    // Written straight to the database, as a second API process on the same database would.
    await app.db.updateTable('users').set({ approvalLevel: 2 }).where('id', '=', user.id).execute();
    expect((await me(app, cookie)).json().approval_level).toBe(1);
    vi.setSystemTime(Date.now() + AUTH_CACHE_TTL_MS + 1);
    expect((await me(app, cookie)).json().approval_level).toBe(2);
  });
});

describe('AuthCache', () => {
  const row = (id: number) => ({ id, username: `u${id}` }) as UserRow;

  it('does not keep a row read before an invalidation that happened while it was being read', () => {
    const cache = new AuthCache(60_000);
    const before = cache.version;
    cache.forgetUser(7); // a write finished while the read was under way
    cache.putUser(row(7), before);
    expect(cache.getUser(7)).toBeUndefined();
    cache.putUser(row(7), cache.version);
    expect(cache.getUser(7)?.username).toBe('u7');
  });

  it("forgetting a user forgets that user's sessions, not others'", () => {
    const cache = new AuthCache(60_000);
    const session = (userId: number) => ({ userId, cookie: {} }) as never;
    cache.putSession('a', session(1), cache.version);
    cache.putSession('b', session(2), cache.version);
    cache.forgetUser(1);
    expect(cache.getSession('a')).toBeUndefined();
    expect(cache.getSession('b')).toMatchObject({ userId: 2 });
  });
});

// 'Remember me' (issue 13): unchecked gives a cookie that ends with the browser and a server
// session of at most 12 hours; checked keeps the 30-day cookie.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, postLogin, signUp, validRegistration } from '../../test/helper.js';
import type { CivicsApp } from '../../app.js';

const login = (app: CivicsApp, remember?: boolean) =>
  postLogin(app, {
    username: 'sharedphone',
    password: validRegistration('sharedphone').password,
    ...(remember === undefined ? {} : { remember }),
  });

const cookieOf = (response: Awaited<ReturnType<typeof login>>) => response.cookies.find((c) => c.name === 'sessionId');
const whoAmI = (app: CivicsApp, cookie: { value: string }) =>
  app.inject({ method: 'GET', url: '/api/user', headers: { cookie: `sessionId=${cookie.value}` } });

afterEach(() => vi.restoreAllMocks());

describe("login's 'Remember me'", () => {
  it('unchecked: a browser-session cookie (no Expires, no Max-Age) and a server session that ends after 12 hours', async () => {
    const app = await buildTestApp();
    await signUp(app, 'sharedphone', { level: 1 });
    const response = await login(app, false);
    expect(response.statusCode).toBe(200);
    const cookie = cookieOf(response)!;
    expect(cookie.expires).toBeUndefined();
    expect(cookie.maxAge).toBeUndefined();
    // Still a browser-session cookie when a later request sends it again.
    const again = await whoAmI(app, cookie);
    expect(again.statusCode).toBe(200);
    expect(cookieOf(again)?.expires).toBeUndefined();

    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 11 * 60 * 60 * 1000);
    expect((await whoAmI(app, cookie)).statusCode).toBe(200);
    vi.spyOn(Date, 'now').mockReturnValue(now + 12 * 60 * 60 * 1000 + 60_000);
    expect((await whoAmI(app, cookie)).statusCode).toBe(401);
  });

  it('left out counts as unchecked', async () => {
    const app = await buildTestApp();
    await signUp(app, 'sharedphone', { level: 1 });
    const cookie = cookieOf(await login(app))!;
    expect(cookie.expires).toBeUndefined();
  });

  it('checked: a 30-day cookie and a session still valid after 12 hours', async () => {
    const app = await buildTestApp();
    await signUp(app, 'sharedphone', { level: 1 });
    const response = await login(app, true);
    const cookie = cookieOf(response)!;
    expect(cookie.expires).toBeInstanceOf(Date);
    const days = (cookie.expires!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 13 * 60 * 60 * 1000);
    expect((await whoAmI(app, cookie)).statusCode).toBe(200);
  });
});

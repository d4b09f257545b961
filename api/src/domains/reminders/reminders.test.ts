// Issue 33: the reminders API against a fake push service on 127.0.0.1 over TLS that checks the
// VAPID signature, the encoding, the TTL and decrypts the payload with the subscription's keys.
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type CivicsApp } from '../../app.js';
import { onPostgres, signInAdmin, signUp, testConfig } from '../../test/helper.js';
import { countRows } from '../../test/rows.js';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service.js';

const services: FakePushService[] = [];
const apps: CivicsApp[] = [];
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
  while (services.length) await services.pop()!.close();
});

async function setUp() {
  const push = await startFakePushService();
  services.push(push);
  const app = await buildApp(testConfig(), { logger: false, pushAgent: push.agent, reminderRounds: false });
  apps.push(app);
  return { app, push };
}

const call = (
  app: CivicsApp,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const reminder = (subscription: unknown, extra: Record<string, unknown> = {}) => ({
  subscription,
  time: '08:00',
  days: [1, 2, 3, 4, 5],
  timeZone: 'Asia/Ho_Chi_Minh',
  ...extra,
});
const countSubscriptions = (app: CivicsApp) => countRows(app, 'pushSubscriptions');

describe(`reminders API (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('refuses anonymous callers on every route (401)', async () => {
    const { app, push } = await setUp();
    const calls = [
      call(app, 'GET', '/api/reminders/key'),
      call(app, 'GET', '/api/reminders'),
      call(app, 'PUT', '/api/reminders', undefined, reminder(push.subscribe())),
      call(app, 'POST', '/api/reminders/test', undefined, {}),
      call(app, 'DELETE', '/api/reminders', undefined, { endpoint: `${push.origin}/push/x` }),
      call(app, 'GET', '/api/admin/reminders'),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(401);
    expect(await countSubscriptions(app)).toBe(0);
  });

  it('hands out one VAPID public key, kept in the database across restarts', async () => {
    const { app } = await setUp();
    const { cookie } = await signUp(app, 'lan');
    const first = await call(app, 'GET', '/api/reminders/key', cookie);
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json() as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await call(app, 'GET', '/api/reminders/key', cookie)).json()).toEqual({ publicKey });
    const stored = await app.db.selectFrom('pushSettings').select('vapidPublicKey').executeTakeFirstOrThrow();
    expect(stored.vapidPublicKey).toBe(publicKey);
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const { app, push } = await setUp();
    const { cookie } = await signUp(app, 'lan');
    const good = push.subscribe();
    const bad: Array<[string, unknown]> = [
      ['no keys', reminder({ endpoint: good.endpoint })],
      ['empty keys', reminder({ endpoint: good.endpoint, keys: {} })],
      ['http endpoint', reminder({ ...good, endpoint: good.endpoint.replace('https:', 'http:') })],
      ['not a push service', reminder({ ...good, endpoint: 'https://intranet.example/push/1' })],
      ['bad time', reminder(good, { time: '25:00' })],
      ['time without minutes', reminder(good, { time: '8' })],
      ['unknown time zone', reminder(good, { timeZone: 'Mars/Olympus' })],
      ['day 7', reminder(good, { days: [7] })],
      ['no day', reminder(good, { days: [] })],
      ['a field too many', reminder(good, { admin: true })],
    ];
    for (const [why, payload] of bad) {
      const response = await call(app, 'PUT', '/api/reminders', cookie, payload);
      expect(response.statusCode, why).toBe(400);
      expect((response.json() as { message: string }).message.length, why).toBeGreaterThan(10);
    }
    expect(await countSubscriptions(app)).toBe(0);
  });

  it("saves one reminder per device, lists it, and keeps another learner's device out of reach", async () => {
    const { app, push } = await setUp();
    const lan = await signUp(app, 'lan');
    const minh = await signUp(app, 'minh');
    const phone = push.subscribe('phone');
    const saved = await call(app, 'PUT', '/api/reminders', lan.cookie, reminder(phone));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      endpoint: phone.endpoint,
      time: '08:00',
      days: [1, 2, 3, 4, 5],
      timeZone: 'Asia/Ho_Chi_Minh',
      lastSentOn: null,
    });
    // The same device again: its choice changes, no second row.
    const changed = await call(
      app,
      'PUT',
      '/api/reminders',
      lan.cookie,
      reminder(phone, { time: '19:30', days: [0, 6] }),
    );
    expect(changed.json()).toMatchObject({ time: '19:30', days: [0, 6] });
    expect(await countSubscriptions(app)).toBe(1);
    expect((await call(app, 'GET', '/api/reminders', lan.cookie)).json()).toMatchObject({
      reminders: [{ endpoint: phone.endpoint, time: '19:30' }],
    });
    expect((await call(app, 'GET', '/api/reminders', minh.cookie)).json()).toEqual({ reminders: [] });

    // Another learner can neither take the device's subscription nor delete it.
    const taken = await call(app, 'PUT', '/api/reminders', minh.cookie, reminder(phone));
    expect(taken.statusCode).toBe(409);
    const deleted = await call(app, 'DELETE', '/api/reminders', minh.cookie, { endpoint: phone.endpoint });
    expect(deleted.statusCode).toBe(404);
    expect((await call(app, 'POST', '/api/reminders/test', minh.cookie, { endpoint: phone.endpoint })).statusCode).toBe(
      404,
    );
    expect((await call(app, 'GET', '/api/reminders', lan.cookie)).json()).toMatchObject({
      reminders: [{ endpoint: phone.endpoint, time: '19:30' }],
    });

    // The owner's DELETE removes it (204).
    const own = await call(app, 'DELETE', '/api/reminders', lan.cookie, { endpoint: phone.endpoint });
    expect(own.statusCode).toBe(204);
    expect(await countSubscriptions(app)).toBe(0);
  });

  it("sends a test reminder the push service accepts: signed, encrypted, in the learner's language", async () => {
    const { app, push } = await setUp();
    const { cookie } = await signUp(app, 'lan'); // preferredLanguage vi
    const { publicKey } = (await call(app, 'GET', '/api/reminders/key', cookie)).json() as { publicKey: string };
    push.expectKey(publicKey);
    const phone = push.subscribe('phone');
    await call(app, 'PUT', '/api/reminders', cookie, reminder(phone));
    const sent = await call(app, 'POST', '/api/reminders/test', cookie, { endpoint: phone.endpoint });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: 1, removed: 0, failed: 0 });
    expect(push.refusals).toEqual([]);
    expect(push.deliveries).toHaveLength(1);
    expect(push.deliveries[0]).toMatchObject({
      path: '/push/phone',
      vapidPublicKey: publicKey,
      audience: push.origin,
      payload: { title: 'Luyện thi quốc tịch', url: '/home' },
    });
    expect(push.deliveries[0]!.payload.body).toContain('lời nhắc thử');
    expect(push.deliveries[0]!.ttl).toBeGreaterThan(0);
  });

  it('removes a subscription the push service answers 410 for', async () => {
    const { app, push } = await setUp();
    const { cookie } = await signUp(app, 'lan');
    const phone = push.subscribe('phone');
    const tablet = push.subscribe('tablet');
    await call(app, 'PUT', '/api/reminders', cookie, reminder(phone));
    await call(app, 'PUT', '/api/reminders', cookie, reminder(tablet));
    push.answerWith(tablet.endpoint, 410);
    const sent = await call(app, 'POST', '/api/reminders/test', cookie, {});
    expect(sent.json()).toEqual({ sent: 1, removed: 1, failed: 0 });
    expect((await call(app, 'GET', '/api/reminders', cookie)).json()).toMatchObject({
      reminders: [{ endpoint: phone.endpoint }],
    });
    expect(await countSubscriptions(app)).toBe(1);
  });

  it('answers 404 to a test reminder when no device has reminders on', async () => {
    const { app } = await setUp();
    const { cookie } = await signUp(app, 'lan');
    const response = await call(app, 'POST', '/api/reminders/test', cookie, {});
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'No reminder is on for this account' });
  });

  it('shows admins counts only, and refuses learners (403)', async () => {
    const { app, push } = await setUp();
    const lan = await signUp(app, 'lan');
    const minh = await signUp(app, 'minh');
    await call(app, 'PUT', '/api/reminders', lan.cookie, reminder(push.subscribe()));
    await call(app, 'PUT', '/api/reminders', lan.cookie, reminder(push.subscribe()));
    await call(app, 'PUT', '/api/reminders', minh.cookie, reminder(push.subscribe()));
    expect((await call(app, 'GET', '/api/admin/reminders', lan.cookie)).statusCode).toBe(403);
    const admin = await signInAdmin(app);
    const stats = await call(app, 'GET', '/api/admin/reminders', admin.cookie);
    expect(stats.json()).toEqual({ learnersWithReminders: 2, devices: 3, lastRound: null });
    expect(stats.body).not.toContain(push.origin);
  });
});

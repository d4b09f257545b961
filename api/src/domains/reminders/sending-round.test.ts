// Issue 33: the daily round at the learner's local time, once a day, not when the day's goal is
// met, retried later (never in a loop) on a failure, and once only with two processes at once.
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type CivicsApp } from '../../app.js';
import { openDatabase } from '../../db/database.js';
import { onPostgres, signUp, testConfig } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service.js';
import { MAX_TRIES, sendDueReminders, type RoundDeps } from './sending-round.js';
import { vapidKeys } from './vapid.js';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

async function setUp() {
  const push = await startFakePushService();
  const config = testConfig();
  const app = await buildApp(config, { logger: false, pushAgent: push.agent, reminderRounds: false });
  closers.push(
    () => push.close(),
    () => app.close(),
  );
  const deps: RoundDeps = {
    db: app.db,
    keys: () => vapidKeys(app.db, config.push),
    allowedHosts: config.push.allowedHosts,
    agent: push.agent,
  };
  return { app, push, deps, config };
}

/** A learner in Ho Chi Minh City (UTC+7) reminded at 08:00 on weekdays. */
async function learnerWithReminder(app: CivicsApp, push: FakePushService, name = 'lan', days = [1, 2, 3, 4, 5]) {
  const { cookie, user } = await signUp(app, name);
  const device = push.subscribe(name);
  const saved = await sendAs(app, cookie, 'PUT', '/api/reminders', {
    subscription: device,
    time: '08:00',
    days,
    timeZone: 'Asia/Ho_Chi_Minh',
  });
  expect(saved.statusCode).toBe(200);
  return { cookie, user, device };
}

// Friday 2026-11-27 in Ho Chi Minh City: 07:59 and 08:00 local are 00:59 and 01:00 UTC.
const BEFORE = new Date('2026-11-27T00:59:00Z');
const AT = new Date('2026-11-27T01:00:00Z');
const LATER = new Date('2026-11-27T09:00:00Z');

describe(`the reminder round (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it("sends at the local time, once that local day, in the learner's language, with the questions left", async () => {
    const { app, push, deps } = await setUp();
    await learnerWithReminder(app, push);
    expect(await sendDueReminders(deps, BEFORE)).toEqual({ sent: 0, removed: 0, failed: 0 });
    expect(await sendDueReminders(deps, AT)).toEqual({ sent: 1, removed: 0, failed: 0 });
    expect(await sendDueReminders(deps, LATER)).toEqual({ sent: 0, removed: 0, failed: 0 });
    expect(push.deliveries.map((d) => d.payload.body)).toEqual(['Đến giờ học 10 câu hỏi hôm nay']);
    // Saturday is not one of the days; Monday is.
    expect((await sendDueReminders(deps, new Date('2026-11-28T03:00:00Z'))).sent).toBe(0);
    expect((await sendDueReminders(deps, new Date('2026-11-30T03:00:00Z'))).sent).toBe(1);
    expect(push.refusals).toEqual([]);
  });

  it("sends nothing once the day's goal is met, and counts only the answers of the learner's own day", async () => {
    const { app, push, deps } = await setUp();
    const { user } = await learnerWithReminder(app, push);
    const answer = (n: number, answeredAt: string) => ({
      id: `a${n}-${answeredAt}`,
      userId: user.id,
      questionId: 1000 + n,
      isCorrect: 1,
      studyTime: 5,
      answeredAt,
      rating: null,
    });
    // Nine answers on Friday morning local (after 00:00+07 = 2026-11-26T17:00Z) and one on Thursday local.
    const rows = [
      ...Array.from({ length: 9 }, (_, n) => answer(n, '2026-11-26T17:30:00.000Z')),
      answer(99, '2026-11-26T16:30:00.000Z'),
    ];
    await app.db.insertInto('answerAttempts').values(rows).execute();
    expect(await sendDueReminders(deps, AT)).toMatchObject({ sent: 1 });
    expect(push.deliveries[0]!.payload.body).toBe('Đến giờ học 1 câu hỏi hôm nay');

    // Next Monday, ten answers before 08:00: the goal is met, nothing is sent.
    await app.db
      .insertInto('answerAttempts')
      .values(Array.from({ length: 10 }, (_, n) => answer(n, '2026-11-29T23:00:00.000Z')))
      .execute();
    expect(await sendDueReminders(deps, new Date('2026-11-30T01:00:00Z'))).toEqual({ sent: 0, removed: 0, failed: 0 });
    expect(push.deliveries).toHaveLength(1);
  });

  it("counts down from the goal the learner's device set for that local day, else from their own goal", async () => {
    const { app, push, deps } = await setUp();
    const { cookie } = await learnerWithReminder(app, push);
    const put = (studyModeSettings: object) => sendAs(app, cookie, 'PUT', '/api/settings', { studyModeSettings });
    // Their own goal of 6, and the interview plan's 14 for Friday (their local day) only.
    expect((await put({ dailyGoal: 6, goalDays: { '2026-11-27': 14 } })).statusCode).toBe(200);
    expect(await sendDueReminders(deps, AT)).toMatchObject({ sent: 1 });
    expect((await sendDueReminders(deps, new Date('2026-11-30T01:00:00Z'))).sent).toBe(1);
    expect(push.deliveries.map((d) => d.payload.body)).toEqual([
      'Đến giờ học 14 câu hỏi hôm nay',
      'Đến giờ học 6 câu hỏi hôm nay',
    ]);
  });

  it('retries a failure later with a growing wait, gives up for the day after the last try', async () => {
    const { app, push, deps } = await setUp();
    const { device } = await learnerWithReminder(app, push);
    push.answerWith(device.endpoint, 500);
    expect(await sendDueReminders(deps, AT)).toEqual({ sent: 0, removed: 0, failed: 1 });
    // Not again at once: the next try waits (5 minutes, then 10).
    expect(await sendDueReminders(deps, new Date(AT.getTime() + 60_000))).toEqual({ sent: 0, removed: 0, failed: 0 });
    let at = AT.getTime();
    for (let tries = 2; tries <= MAX_TRIES; tries += 1) {
      at += 60 * 60_000;
      expect(await sendDueReminders(deps, new Date(at))).toEqual({ sent: 0, removed: 0, failed: 1 });
    }
    // After MAX_TRIES the day is given up; the next weekday works again once the service does.
    expect(await sendDueReminders(deps, new Date(at + 60 * 60_000))).toEqual({ sent: 0, removed: 0, failed: 0 });
    push.answerWith(device.endpoint, 201);
    expect(await sendDueReminders(deps, new Date('2026-11-30T01:00:00Z'))).toEqual({ sent: 1, removed: 0, failed: 0 });
    const stats = await app.db.selectFrom('pushSettings').selectAll().executeTakeFirstOrThrow();
    expect(stats).toMatchObject({ lastRoundSent: 1, lastRoundFailed: 0, lastRoundAt: '2026-11-30T01:00:00.000Z' });
  });

  it('removes a device the push service says is gone (410) and records the round', async () => {
    const { app, push, deps } = await setUp();
    const { device } = await learnerWithReminder(app, push);
    push.answerWith(device.endpoint, 410);
    expect(await sendDueReminders(deps, AT)).toEqual({ sent: 0, removed: 1, failed: 0 });
    expect(await app.db.selectFrom('pushSubscriptions').selectAll().execute()).toEqual([]);
    expect(await app.db.selectFrom('pushSettings').select(['lastRoundRemoved']).executeTakeFirstOrThrow()).toEqual({
      lastRoundRemoved: 1,
    });
  });

  it('sends each reminder once when two API processes run the round at the same moment', async () => {
    const { app, push, deps, config } = await setUp();
    for (const name of ['lan', 'minh', 'hoa']) await learnerWithReminder(app, push, name);
    // A second connection to the same database, as a second API process has.
    const second = openDatabase({ path: config.databasePath, url: config.databaseUrl, poolSize: 2 });
    closers.push(() => second.destroy());
    const [a, b] = await Promise.all([sendDueReminders(deps, AT), sendDueReminders({ ...deps, db: second }, AT)]);
    expect(a.sent + b.sent).toBe(3);
    expect(push.deliveries.map((d) => d.path).sort()).toEqual(['/push/hoa', '/push/lan', '/push/minh']);
  });
});

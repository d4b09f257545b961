// Issue 32: the learner's "about you" answers reach the account only while its switch is on
// (`about-you.sync`), one field at a time (`about-you.set`, last write wins), and leave it with
// "Forget my answers" (`about-you.forget`) or when the switch goes off. Only the owner's pull and
// export carry them; a bad op is refused alone with its reason and stores nothing.
import { randomUUID } from 'node:crypto';
import { ABOUT_YOU_FIELD_NAMES } from '@civics/sync-protocol';
import { ABOUT_YOU_FIELDS } from '@civics/seed-data';
import { describe, expect, it } from 'vitest';
import type { CivicsApp } from '../../app.js';
import { buildTestApp, signUp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';
import { pushOps } from '../../test/sync-ops.js';
import { countRows } from '../../test/rows.js';

/** `minute` minutes after 10:00 UTC on 2026-11-01. */
const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 10, minute)).toISOString();

const aboutOp = (seq: number, type: string, payload: unknown) => ({
  id: randomUUID(),
  seq,
  type,
  at: at(seq),
  payload,
});
const syncOp = (seq: number, enabled: boolean, minute = seq) =>
  aboutOp(seq, 'about-you.sync', { enabled, changedAt: at(minute) });
const setOp = (seq: number, field: string, value: string, minute = seq) =>
  aboutOp(seq, 'about-you.set', { field, value, updatedAt: at(minute) });
const forgetOp = (seq: number, minute = seq) => aboutOp(seq, 'about-you.forget', { forgottenAt: at(minute) });

const statuses = (response: { json: () => { results: Array<{ status: string }> } }) =>
  response.json().results.map((r) => r.status);

async function pull(app: CivicsApp, cookie: string, cursor?: number) {
  const response = await sendAs(app, cookie, 'GET', `/api/sync/pull${cursor === undefined ? '' : `?cursor=${cursor}`}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { cursor: number; aboutYou?: Record<string, unknown> & { answers: unknown[] } };
}

async function exported(app: CivicsApp, cookie: string) {
  const response = await sendAs(app, cookie, 'GET', '/api/account/export?format=json');
  expect(response.statusCode).toBe(200);
  return response.json().aboutYouAnswers as Array<{ field: string; value: string }>;
}

describe('"about you" answers through push and pull', { timeout: 60_000 }, () => {
  it("knows the same fields as the officer's questions (seed-data)", () => {
    expect([...ABOUT_YOU_FIELD_NAMES].sort()).toEqual(Object.keys(ABOUT_YOU_FIELDS).sort());
  });

  it('keeps nothing while the switch was never turned on', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 2 });
    const response = await pushOps(app, cookie, randomUUID(), [setOp(1, 'fullName', 'Lan Nguyen')]);
    expect(statuses(response)).toEqual(['applied']);
    expect(await countRows(app, 'aboutYouAnswers')).toBe(0);
    expect((await pull(app, cookie)).aboutYou).toBeUndefined();
    expect(await exported(app, cookie)).toEqual([]);
  });

  it('keeps them while it is on, newest write per field, for the owner only', async () => {
    const app = await buildTestApp();
    const lan = await signUp(app, 'learner1', { level: 2 });
    const minh = await signUp(app, 'learner2', { level: 2 });
    const ops = [
      syncOp(1, true),
      setOp(2, 'fullName', 'Lan Thi Nguyen'),
      setOp(3, 'dateOfBirth', '3/3/1985'),
      // An older write from a device that was offline loses to the newer one.
      setOp(4, 'fullName', 'Lan T. Nguyen', 1),
      setOp(5, 'dateOfBirth', ''),
    ];
    expect(statuses(await pushOps(app, lan.cookie, randomUUID(), ops))).toEqual(ops.map(() => 'applied'));
    const full = await pull(app, lan.cookie);
    expect(full.aboutYou).toEqual({
      enabled: true,
      changedAt: at(1),
      forgottenAt: null,
      answers: [
        { field: 'dateOfBirth', value: '', updatedAt: at(5) },
        { field: 'fullName', value: 'Lan Thi Nguyen', updatedAt: at(2) },
      ],
    });
    // The export gives the answers, not the emptied field.
    expect(await exported(app, lan.cookie)).toEqual([{ field: 'fullName', value: 'Lan Thi Nguyen', updatedAt: at(2) }]);
    // Another learner sees nothing of them.
    expect((await pull(app, minh.cookie)).aboutYou).toBeUndefined();
    expect(await exported(app, minh.cookie)).toEqual([]);

    // After a cursor: nothing about-you unless an about-you op came since.
    expect((await pull(app, lan.cookie, full.cursor)).aboutYou).toBeUndefined();
    expect(statuses(await pushOps(app, lan.cookie, randomUUID(), [setOp(6, 'job', 'Nurse')]))).toEqual(['applied']);
    const since = await pull(app, lan.cookie, full.cursor);
    expect(since.aboutYou?.answers).toContainEqual({ field: 'job', value: 'Nurse', updatedAt: at(6) });
  });

  it('turned off, the answers leave the account and later writes are not kept', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 2 });
    const ops = [syncOp(1, true), setOp(2, 'fullName', 'Lan Nguyen'), syncOp(3, false), setOp(4, 'job', 'Nurse')];
    expect(statuses(await pushOps(app, cookie, randomUUID(), ops))).toEqual(ops.map(() => 'applied'));
    expect(await countRows(app, 'aboutYouAnswers')).toBe(0);
    expect((await pull(app, cookie)).aboutYou).toEqual({
      enabled: false,
      changedAt: at(3),
      forgottenAt: null,
      answers: [],
    });
    // An "on" recorded before the "off" (a device that was offline) does not turn it back on.
    expect(statuses(await pushOps(app, cookie, randomUUID(), [syncOp(1, true, 2)]))).toEqual(['applied']);
    expect((await pull(app, cookie)).aboutYou).toMatchObject({ enabled: false, changedAt: at(3) });
  });

  it('"Forget my answers" removes those written until then; a later answer stays, an older one is not taken', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 2 });
    const ops = [
      syncOp(1, true),
      setOp(2, 'fullName', 'Lan Nguyen'),
      setOp(3, 'address', '12 Main St', 20),
      forgetOp(4, 10),
      setOp(5, 'job', 'Nurse', 5),
    ];
    expect(statuses(await pushOps(app, cookie, randomUUID(), ops))).toEqual(ops.map(() => 'applied'));
    const after = await pull(app, cookie);
    expect(after.aboutYou).toMatchObject({ enabled: true, forgottenAt: at(10) });
    expect(after.aboutYou!.answers).toEqual([{ field: 'address', value: '12 Main St', updatedAt: at(20) }]);
  });

  it('refuses a bad op alone, with its reason, and stores nothing for it', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 2 });
    const good = setOp(2, 'fullName', 'Lan Nguyen');
    const bad = [
      setOp(3, 'passportNumber', 'X1234567'),
      setOp(4, 'fullName', 'x'.repeat(201)),
      { ...setOp(5, 'fullName', 'Lan'), payload: { field: 'fullName', value: 'Lan', updatedAt: at(5), extra: 1 } },
      setOp(6, 'fullName', 'La\u0000n'),
      aboutOp(7, 'about-you.sync', { enabled: 'yes', changedAt: at(7) }),
      aboutOp(8, 'about-you.forget', { forgottenAt: 'yesterday' }),
      aboutOp(9, 'about-you.set', { field: 'fullName', value: 42, updatedAt: at(9) }),
    ];
    const response = await pushOps(app, cookie, randomUUID(), [syncOp(1, true), good, ...bad]);
    expect(response.statusCode).toBe(200);
    const results = response.json().results as Array<{ status: string; reason?: string }>;
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', ...bad.map(() => 'rejected')]);
    expect(results.slice(2).map((r) => r.reason)).toEqual([
      expect.stringMatching(/^Invalid about-you\.set payload: \/field /),
      expect.stringMatching(/^Invalid about-you\.set payload: \/value /),
      expect.stringMatching(/^Invalid about-you\.set payload: /),
      expect.stringMatching(/^Invalid about-you\.set payload: \/value /),
      expect.stringMatching(/^Invalid about-you\.sync payload: \/enabled /),
      expect.stringMatching(/^Invalid about-you\.forget payload: \/forgottenAt /),
      expect.stringMatching(/^Invalid about-you\.set payload: \/value /),
    ]);
    const rows = await app.db.selectFrom('aboutYouAnswers').select(['field', 'value']).execute();
    expect(rows).toEqual([{ field: 'fullName', value: 'Lan Nguyen' }]);
  });

  it('keeps a device clock set ahead from winning every later change', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 2 });
    const ahead = aboutOp(2, 'about-you.set', { field: 'job', value: 'Nurse', updatedAt: '2099-01-01T00:00:00.000Z' });
    expect(statuses(await pushOps(app, cookie, randomUUID(), [syncOp(1, true), ahead]))).toEqual([
      'applied',
      'applied',
    ]);
    const [row] = await app.db.selectFrom('aboutYouAnswers').select('updatedAt').execute();
    expect(row!.updatedAt <= new Date().toISOString()).toBe(true);
  });
});

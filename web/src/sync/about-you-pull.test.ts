// Issue 32: the pull's "about you" part: the account's switch is followed, its answers taken, a
// device joining sends what only it holds, and nothing about-you is ever queued while it is off.
import 'fake-indexeddb/auto';
import type { AboutYouPull } from '@civics/sync-protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db/database';
import { n400Db, readAboutYou, readAboutYouSyncing, saveAboutYou, setAboutYouSyncing } from '../db/n400';
import { pendingOps } from '../db/outbox';
import { json, pullDto, stubFetch } from '../test/fetch-stub';
import { mergeAboutYouPull } from './about-you-pull';
import { pullChanges } from './push-pull';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 10, minute)).toISOString();
const on = (answers: AboutYouPull['answers'], forgottenAt: string | null = null): AboutYouPull => ({
  enabled: true,
  changedAt: at(30),
  forgottenAt,
  answers,
});
const values = async (userId: number) => (await readAboutYou(userId)).map((a) => [a.field, a.value]);
const sentSets = async (userId: number) =>
  (await pendingOps(userId)).filter((op) => op.type === 'about-you.set').map((op) => op.payload);
/** An answer as if written on this device at `minute`. */
const written = (userId: number, field: string, value: string, minute: number) =>
  n400Db.aboutYou.put({ userId, field, value, updatedAt: at(minute) });

beforeEach(async () => {
  await db.open();
  await n400Db.aboutYou.clear();
  await n400Db.aboutYouSync.clear();
});
afterEach(async () => {
  await db.delete();
});

describe("the pull's about-you part", () => {
  it('a second device learns the switch is on and takes the answers, sending nothing', async () => {
    await mergeAboutYouPull(1, on([{ field: 'fullName', value: 'Lan Nguyen', updatedAt: at(1) }]));
    expect(await readAboutYouSyncing(1)).toBe(true);
    expect(await values(1)).toEqual([['fullName', 'Lan Nguyen']]);
    expect(await pendingOps(1)).toEqual([]);
    expect(await readAboutYou(2)).toEqual([]);
  });

  it('a device joining sends the answers only it holds or wrote later, and takes the newer ones', async () => {
    await written(1, 'fullName', 'Lan T. Nguyen', 5);
    await written(1, 'job', 'Nurse', 1);
    await written(1, 'address', '12 Main St', 2);
    await mergeAboutYouPull(
      1,
      on([
        { field: 'fullName', value: 'Lan Nguyen', updatedAt: at(1) },
        { field: 'job', value: 'Teacher', updatedAt: at(3) },
      ]),
    );
    expect((await values(1)).sort()).toEqual([
      ['address', '12 Main St'],
      ['fullName', 'Lan T. Nguyen'],
      ['job', 'Teacher'],
    ]);
    expect(await sentSets(1)).toEqual([
      { field: 'address', value: '12 Main St', updatedAt: at(2) },
      { field: 'fullName', value: 'Lan T. Nguyen', updatedAt: at(5) },
    ]);
  });

  it("a device already on follows the account: its values, an emptied field, and the account's forget", async () => {
    await n400Db.aboutYouSync.put({ userId: 1, enabled: true, changedAt: at(0) });
    await written(1, 'fullName', 'Lan', 9);
    await written(1, 'job', 'Nurse', 9);
    await written(1, 'address', '12 Main St', 1);
    await mergeAboutYouPull(
      1,
      on(
        [
          { field: 'fullName', value: 'Lan Nguyen', updatedAt: at(8) },
          { field: 'job', value: '', updatedAt: at(8) },
        ],
        at(2),
      ),
    );
    expect(await values(1)).toEqual([['fullName', 'Lan Nguyen']]);
    expect(await pendingOps(1)).toEqual([]);
  });

  it('turned off elsewhere: off here too, the answers stay on this device, nothing is queued', async () => {
    await setAboutYouSyncing(1, true);
    await saveAboutYou(1, { fullName: 'Lan Nguyen' });
    await db.outbox.clear();
    await mergeAboutYouPull(1, { enabled: false, changedAt: at(40), forgottenAt: null, answers: [] });
    expect(await readAboutYouSyncing(1)).toBe(false);
    expect(await values(1)).toEqual([['fullName', 'Lan Nguyen']]);
    expect(await pendingOps(1)).toEqual([]);
  });

  it('waits while a change of this device is not yet on the account', async () => {
    await setAboutYouSyncing(1, true);
    await mergeAboutYouPull(1, { enabled: false, changedAt: at(40), forgottenAt: null, answers: [] });
    expect(await readAboutYouSyncing(1)).toBe(true);
  });

  it('comes through pullChanges only when the server sends it', async () => {
    const base = pullDto({ cursor: 3, language: 'en' });
    stubFetch(() => json(base));
    await pullChanges(1);
    expect(await n400Db.aboutYouSync.count()).toBe(0);
    stubFetch(() => json({ ...base, aboutYou: on([{ field: 'job', value: 'Nurse', updatedAt: at(1) }]) }));
    await pullChanges(1);
    expect(await values(1)).toEqual([['job', 'Nurse']]);
  });
});

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './database';
import {
  forgetAboutYou,
  forgetN400OnDevice,
  n400Db,
  readAboutYou,
  readAboutYouSyncing,
  refreshN400Bundle,
  saveAboutYou,
  setAboutYouSyncing,
} from './n400';
import { pendingOps } from './outbox';
import { stubFetch } from '../test/fetch-stub';

beforeEach(async () => {
  await db.open();
  await n400Db.aboutYou.clear();
  await n400Db.aboutYouSync.clear();
  await n400Db.bundles.clear();
});
afterEach(async () => {
  await db.delete();
});

const saveOne = (userId: number, field: string, value: string) => saveAboutYou(userId, { [field]: value });
const queued = async (userId: number) => (await pendingOps(userId)).map((op) => [op.type, op.payload]);

describe('"about you" answers on the device', () => {
  it('keeps each account its own answers, replaces an edit, and drops an emptied field', async () => {
    await saveOne(1, 'fullName', '  Lan Thi Nguyen ');
    await saveOne(1, 'dateOfBirth', '03/03/1985');
    await saveOne(2, 'fullName', 'Minh Tran');
    await saveOne(1, 'fullName', 'Lan Nguyen');
    await saveOne(1, 'dateOfBirth', '');
    expect((await readAboutYou(1)).map((a) => [a.field, a.value])).toEqual([['fullName', 'Lan Nguyen']]);
    expect((await readAboutYou(2)).map((a) => a.value)).toEqual(['Minh Tran']);
  });

  it('"Forget my answers" removes one account\'s answers only; deleting the account also drops its content copy', async () => {
    await saveOne(1, 'fullName', 'Lan Nguyen');
    await saveOne(2, 'fullName', 'Minh Tran');
    await n400Db.bundles.put({
      userId: 1,
      etag: '"x"',
      fetchedAt: '',
      language: 'vi',
      approvalLevel: 2,
      part9: [],
      vocabulary: [],
      personal: [],
    });
    await forgetAboutYou(1);
    expect(await readAboutYou(1)).toEqual([]);
    expect(await readAboutYou(2)).toHaveLength(1);
    await saveOne(1, 'fullName', 'Lan Nguyen');
    await forgetN400OnDevice(1);
    expect(await readAboutYou(1)).toEqual([]);
    expect(await n400Db.bundles.get(1)).toBeUndefined();
    expect(await readAboutYou(2)).toHaveLength(1);
  });

  it('queues nothing at all while the switch is off (the default): the answers stay on this device', async () => {
    expect(await readAboutYouSyncing(1)).toBe(false);
    await saveAboutYou(1, { fullName: 'Lan Nguyen', job: 'Nurse' });
    await saveOne(1, 'job', '');
    await forgetAboutYou(1);
    expect(await pendingOps(1)).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('"Keep these answers on my account too"', () => {
  it('turned on: queues the choice and every answer on the device, the emptied ones too', async () => {
    await saveAboutYou(1, { fullName: 'Lan Nguyen', job: 'Nurse' });
    await saveOne(1, 'job', '');
    await saveOne(2, 'fullName', 'Minh Tran');
    await setAboutYouSyncing(1, true);
    expect(await readAboutYouSyncing(1)).toBe(true);
    expect(await readAboutYouSyncing(2)).toBe(false);
    const ops = await queued(1);
    expect(ops[0]).toEqual(['about-you.sync', { enabled: true, changedAt: expect.any(String) }]);
    expect(ops.slice(1)).toEqual([
      ['about-you.set', { field: 'fullName', value: 'Lan Nguyen', updatedAt: expect.any(String) }],
      ['about-you.set', { field: 'job', value: '', updatedAt: expect.any(String) }],
    ]);
    expect(await pendingOps(2)).toEqual([]);
  });

  it('while on: a save queues only the fields that changed', async () => {
    await setAboutYouSyncing(1, true);
    await saveAboutYou(1, { fullName: 'Lan Nguyen', job: '' });
    await saveAboutYou(1, { fullName: ' Lan Nguyen ', job: 'Nurse' });
    expect((await queued(1)).slice(1)).toEqual([
      ['about-you.set', { field: 'fullName', value: 'Lan Nguyen', updatedAt: expect.any(String) }],
      ['about-you.set', { field: 'job', value: 'Nurse', updatedAt: expect.any(String) }],
    ]);
  });

  it('"Forget my answers" while on also tells the account; turned off, the account drops them and the device keeps them', async () => {
    await setAboutYouSyncing(1, true);
    await saveOne(1, 'fullName', 'Lan Nguyen');
    await forgetAboutYou(1);
    expect(await readAboutYou(1)).toEqual([]);
    expect((await queued(1)).at(-1)).toEqual(['about-you.forget', { forgottenAt: expect.any(String) }]);
    await saveOne(1, 'job', 'Nurse');
    const before = (await pendingOps(1)).length;
    await setAboutYouSyncing(1, false);
    expect(await readAboutYouSyncing(1)).toBe(false);
    expect((await queued(1)).slice(before)).toEqual([
      ['about-you.sync', { enabled: false, changedAt: expect.any(String) }],
    ]);
    expect((await readAboutYou(1)).map((a) => a.value)).toEqual(['Nurse']);
    // Off again: nothing more is queued.
    await saveOne(1, 'job', 'Teacher');
    await forgetAboutYou(1);
    expect(await pendingOps(1)).toHaveLength(before + 1);
  });

  it('leaves the device with the account', async () => {
    await setAboutYouSyncing(1, true);
    await forgetN400OnDevice(1);
    expect(await readAboutYouSyncing(1)).toBe(false);
  });
});

describe('the N-400 texts download', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is shared by callers at the same time (the sync engine and an open practice), then asks with its ETag', async () => {
    const texts = { language: 'vi', approvalLevel: 2, part9: [], vocabulary: [], personal: [] };
    const fetchMock = stubFetch((_url, init) =>
      new Headers(init.headers).get('If-None-Match') === '"v1"'
        ? new Response(null, { status: 304 })
        : new Response(JSON.stringify(texts), { status: 200, headers: { ETag: '"v1"' } }),
    );
    expect(await Promise.all([refreshN400Bundle(1, 'vi'), refreshN400Bundle(1, 'vi')])).toEqual(['updated', 'updated']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await refreshN400Bundle(1, 'vi')).toBe('unchanged');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((await n400Db.bundles.get(1))?.etag).toBe('"v1"');
  });
});

import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetAboutYou, forgetN400OnDevice, n400Db, readAboutYou, saveAboutYou } from './n400';

describe('"about you" answers on the device', () => {
  beforeEach(async () => {
    await n400Db.aboutYou.clear();
    await n400Db.bundles.clear();
  });

  it('keeps each account its own answers, replaces an edit, and drops an emptied field', async () => {
    await saveAboutYou(1, 'fullName', '  Lan Thi Nguyen ');
    await saveAboutYou(1, 'dateOfBirth', '03/03/1985');
    await saveAboutYou(2, 'fullName', 'Minh Tran');
    await saveAboutYou(1, 'fullName', 'Lan Nguyen');
    await saveAboutYou(1, 'dateOfBirth', '');
    expect((await readAboutYou(1)).map((a) => [a.field, a.value])).toEqual([['fullName', 'Lan Nguyen']]);
    expect((await readAboutYou(2)).map((a) => a.value)).toEqual(['Minh Tran']);
  });

  it('"Forget my answers" removes one account\'s answers only; deleting the account also drops its content copy', async () => {
    await saveAboutYou(1, 'fullName', 'Lan Nguyen');
    await saveAboutYou(2, 'fullName', 'Minh Tran');
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
    await saveAboutYou(1, 'fullName', 'Lan Nguyen');
    await forgetN400OnDevice(1);
    expect(await readAboutYou(1)).toEqual([]);
    expect(await n400Db.bundles.get(1)).toBeUndefined();
    expect(await readAboutYou(2)).toHaveLength(1);
  });
});

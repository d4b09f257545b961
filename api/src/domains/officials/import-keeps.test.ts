// Issue 19: imports that cannot quietly damage data. A file naming one of a state's senators leaves
// the other seat alone (Iowa's file retired Grassley), and a successor an admin entered by hand
// before the public file knows of them survives the import of that file.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminAppAt, addIowaSuccessor, correctText, importFile, learnerIn, legislator } from './test-kit.js';

afterEach(() => vi.useRealTimers());

describe('an import leaves alone what the file does not say', { timeout: 60_000 }, () => {
  it('a file with only one of Iowa’s senators does not retire the other', async () => {
    const { app, cookie } = await adminAppAt('2026-11-25T12:00:00Z');
    const iowan = await learnerIn(app, 'iowan', 'IA', '2008');
    const content = JSON.stringify([legislator('Joni', 'Ernst', 'IA', 2, '2021-01-03', '2027-01-03')]);
    const applied = await importFile(app, cookie, { fileName: 'legislators-current.json', content });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ added: [], retired: [] });
    const iowa = await app.db
      .selectFrom('senators')
      .select(['senatorName', 'validUntil', 'isActive'])
      .where('state', '=', 'IA')
      .orderBy('senatorName')
      .execute();
    expect(iowa).toEqual([
      { senatorName: 'Chuck Grassley', validUntil: null, isActive: 1 },
      { senatorName: 'Joni Ernst', validUntil: null, isActive: 1 },
    ]);
    expect(await correctText(app, iowan, 20)).toBe('Chuck Grassley or Joni Ernst');
  });

  it('keeps a hand-entered successor through an import of a file that predates them', async () => {
    const { app, cookie } = await adminAppAt('2026-12-20T12:00:00Z');
    const iowan = await learnerIn(app, 'iowan2', 'IA', '2008');
    await addIowaSuccessor(app, cookie);
    // The public file still lists both sitting senators (it learns of the successor in January).
    const content = JSON.stringify([
      legislator('Joni', 'Ernst', 'IA', 2, '2021-01-03', '2027-01-03'),
      legislator('Chuck', 'Grassley', 'IA', 3, '2023-01-03', '2029-01-03'),
    ]);
    const applied = await importFile(app, cookie, { fileName: 'legislators-current.json', content });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ added: [], retired: [] });
    const rows = await app.db
      .selectFrom('senators')
      .select(['senatorName', 'validFrom', 'validUntil', 'isActive'])
      .where('state', '=', 'IA')
      .orderBy('senatorName')
      .execute();
    expect(rows).toEqual([
      { senatorName: 'Chuck Grassley', validFrom: null, validUntil: null, isActive: 1 },
      { senatorName: 'Joni Ernst', validFrom: null, validUntil: '2027-01-03', isActive: 1 },
      { senatorName: 'Pat Successor', validFrom: '2027-01-03', validUntil: null, isActive: 1 },
    ]);
    vi.setSystemTime(new Date('2027-01-03T12:00:00Z'));
    expect(await correctText(app, iowan, 20)).toBe('Chuck Grassley or Pat Successor');
  });
});

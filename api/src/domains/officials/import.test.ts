// POST /api/admin/officials/import: a congress-legislators file (YAML or JSON) or a governors JSON
// becomes a diff (dry run: nothing written) or is applied in one transaction, audited.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, signInAdmin } from '../../test/helper.js';
import { adminAppAt, correctText, importFile, learnerIn, snapshot } from './test-kit.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
afterEach(() => vi.useRealTimers());

describe('officials import', { timeout: 60_000 }, () => {
  it('shows the diff of a legislators file on a dry run without writing anything, then applies it', async () => {
    const { app, cookie } = await adminAppAt('2026-12-15T12:00:00Z');
    const texan = await learnerIn(app, 'texan', 'TX', '2008');
    const before = await snapshot(app);

    const dry = await importFile(app, cookie, {
      fileName: 'legislators-current.yaml',
      content: fixture('legislators-sample.yaml'),
      dryRun: true,
    });
    expect(dry.statusCode).toBe(200);
    const diff = dry.json();
    expect(diff).toMatchObject({ kind: 'senators', dryRun: true, unchanged: 1 });
    expect(diff.added).toEqual([
      expect.objectContaining({
        state: 'TX',
        name: 'Jordan Q. Example',
        party: 'Independent',
        senateClass: 2,
        effectiveDate: '2027-01-03',
        termEnd: '2033-01-03',
      }),
    ]);
    // "Democrat" → "Democratic" is spelling, not a change that matters: its own group, last.
    expect(diff.changed).toEqual([]);
    expect(diff.cosmetic).toEqual([
      expect.objectContaining({
        state: 'CA',
        name: 'Alex Padilla',
        changes: { party: { from: 'Democrat', to: 'Democratic' } },
      }),
    ]);
    // Only a successor ends a term: Adam Schiff, whom the file does not list, keeps his seat.
    expect(diff.retired.map((r: { name: string; effectiveDate: string }) => [r.name, r.effectiveDate]).sort()).toEqual([
      ['John Cornyn', '2027-01-03'],
    ]);
    // Nothing written: the same rows, the same audit log.
    expect(await snapshot(app)).toEqual(before);

    // The same people as JSON, applied.
    const applied = await importFile(app, cookie, {
      fileName: 'legislators-current.json',
      content: fixture('legislators-sample.json'),
    });
    expect(applied.statusCode).toBe(200);
    // The same changes as the preview (the lines and the format are the JSON file's own).
    const withoutLines = (result: object) =>
      JSON.parse(
        JSON.stringify({ ...result, dryRun: true, format: '' }, (key, value) => (key === 'line' ? undefined : value)),
      );
    expect(withoutLines(applied.json())).toEqual(withoutLines(diff));
    expect(diff.added[0].line).toBe(23);
    const after = await snapshot(app);
    expect(after.senators).toHaveLength(before.senators.length + 1);
    const audit = (await app.db.selectFrom('auditLog').select(['action', 'entity', 'afterJson']).execute()).map(
      (a) => `${a.entity}:${a.action}`,
    );
    expect(audit.sort()).toEqual([
      'senator:import',
      'senator:import-create',
      'senator:import-update',
      'senator:replace',
    ]);

    const served = async () =>
      (
        (await app.inject({ method: 'GET', url: '/api/senators' })).json() as Array<{
          state: string;
          senatorName: string;
          partisanship: string;
        }>
      ).filter((s) => s.state === 'CA' || s.state === 'TX');
    expect(await served()).toEqual([
      expect.objectContaining({ state: 'CA', senatorName: 'Adam B. Schiff' }),
      expect.objectContaining({ state: 'CA', senatorName: 'Alex Padilla', partisanship: 'Democratic' }),
      expect.objectContaining({ state: 'TX', senatorName: 'John Cornyn' }),
      expect.objectContaining({ state: 'TX', senatorName: 'Ted Cruz' }),
    ]);
    vi.setSystemTime(new Date('2027-01-03T12:00:00Z'));
    expect(await correctText(app, texan, 20)).toBe('Jordan Q. Example or Ted Cruz');

    // Importing the same file again finds nothing to do.
    const again = (
      await importFile(app, cookie, {
        fileName: 'legislators-current.yaml',
        content: fixture('legislators-sample.yaml'),
        dryRun: true,
      })
    ).json();
    expect(again).toMatchObject({ added: [], changed: [], cosmetic: [], retired: [], unchanged: 3 });
  });

  it('applies a governors JSON with the new governor from their first day', async () => {
    const { app, cookie } = await adminAppAt('2026-11-30T12:00:00Z');
    const alaskan = await learnerIn(app, 'alaskan', 'AK', '2025');
    const file = JSON.stringify([
      {
        state: 'AK',
        stateName: 'Alaska',
        name: 'Casey Example',
        party: 'Republican',
        startDate: '2026-12-07',
        termEndsPerSource: '2030-12-02',
      },
      {
        state: 'CA',
        stateName: 'California',
        name: 'Gavin Newsom',
        party: 'Democratic',
        startDate: '2019-01-07',
        termEndsPerSource: null,
      },
    ]);
    const result = (await importFile(app, cookie, { fileName: 'governors.json', content: file })).json();
    expect(result).toMatchObject({ kind: 'governors', dryRun: false, unchanged: 1, changed: [] });
    expect(result.added).toEqual([
      expect.objectContaining({ state: 'AK', name: 'Casey Example', effectiveDate: '2026-12-07' }),
    ]);
    expect(result.retired).toEqual([
      expect.objectContaining({ state: 'AK', name: 'Mike Dunleavy', effectiveDate: '2026-12-07' }),
    ]);
    expect(await correctText(app, alaskan, 1061)).toBe('Mike Dunleavy');
    vi.setSystemTime(new Date('2026-12-07T08:00:00Z'));
    expect(await correctText(app, alaskan, 1061)).toBe('Casey Example');
  });

  it('refuses unreadable or malformed files, and a file that fails half-way stores nothing', async () => {
    const app = await buildTestApp();
    const { cookie } = await signInAdmin(app);
    const before = await snapshot(app);
    const legislator = (state: string, senateClass: number, last = 'Example') => ({
      name: { first: 'Pat', last, official_full: `Pat ${last}` },
      terms: [{ type: 'sen', start: '2025-01-03', end: '2031-01-03', state, class: senateClass, party: 'Democrat' }],
    });
    const cases: Array<[string, string, RegExp]> = [
      ['legislators.yaml', 'a: [unclosed', /could not be read as YAML/],
      ['legislators.json', '[{"name": ', /could not be read as JSON/],
      ['legislators.json', '{"people": []}', /must be a list of people/],
      ['legislators.json', '[{"foo": 1}]', /neither a congress-legislators file/],
      ['legislators.json', JSON.stringify([legislator('XX', 1)]), /unknown state "XX"/],
      [
        'legislators.json',
        JSON.stringify([{ ...legislator('OH', 1), terms: [{ ...legislator('OH', 1).terms[0], start: '2025-02-30' }] }]),
        /valid start and end days/,
      ],
      ['legislators.json', JSON.stringify([legislator('OH', 5)]), /Senate class/],
      [
        'governors.json',
        JSON.stringify([
          { state: 'OH', name: 'A', party: 'Republican' },
          { state: 'OH', name: 'B', party: 'Republican' },
        ]),
        /two governors for OH/,
      ],
      ['governors.json', JSON.stringify([{ state: 'OH', name: '', party: 'Republican' }]), /no name/],
      // Valid to read, but Padilla's party is corrected before a third Texas seat is refused: all or nothing.
      [
        'legislators.json',
        JSON.stringify([
          {
            ...legislator('CA', 3, 'Padilla'),
            name: { first: 'Alex', last: 'Padilla', official_full: 'Alex Padilla' },
          },
          legislator('TX', 1, 'Cruz'),
          legislator('TX', 2, 'Cornyn'),
          legislator('TX', 3),
        ]),
        /Texas has two Senate seats/,
      ],
    ];
    for (const [fileName, content, message] of cases) {
      // The past start days are confirmed: what refuses these files is the file itself.
      const response = await importFile(app, cookie, { fileName, content, confirmPastDates: true });
      expect(response.statusCode, content).toBe(400);
      expect(response.json().message, content).toMatch(message);
    }
    expect((await importFile(app, cookie, { fileName: 'x.json', content: '' })).statusCode).toBe(400);
    expect(await snapshot(app)).toEqual(before);
  });
});

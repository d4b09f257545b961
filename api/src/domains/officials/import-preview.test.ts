// Issue 19, imports that cannot quietly damage data: the preview lists the future rows the file does
// not confirm (ticked = keep; an unticked one is cancelled on apply, the server checking the choice),
// puts cosmetic changes in their own group, needs a confirmation for past dates, reports every bad
// row with its line (and applies nothing while there is one), lists ended terms it skipped, reads
// CSV and a governors list, and refreshes the as-of date of the holders it confirms.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CivicsApp } from '../../app.js';
import { adminAppAt, addIowaSuccessor, correctText, importFile, learnerIn, legislator, snapshot } from './test-kit.js';
import { fetchAs, sendAs } from '../../test/requests.js';

afterEach(() => vi.useRealTimers());

const auditSummaries = async (app: CivicsApp, cookie: string) =>
  (
    (await sendAs(app, cookie, 'GET', '/api/admin/audit?entity=senator')).json() as {
      items: Array<{ summary: string }>;
    }
  ).items.map((i) => i.summary);

describe('the import preview', { timeout: 90_000 }, () => {
  it('keeps a hand-entered successor unless the admin unticks it; the choice is checked and carried out on apply', async () => {
    const { app, cookie } = await adminAppAt('2026-12-20T12:00:00Z');
    const iowan = await learnerIn(app, 'iowan', 'IA', '2008');
    const patId = await addIowaSuccessor(app, cookie);
    // The public file names another successor for the same seat.
    const content = JSON.stringify(
      [
        legislator('Chuck', 'Grassley', 'IA', 3, '2023-01-03', '2029-01-03'),
        legislator('Jordan', 'Newcomer', 'IA', 2, '2027-01-03', '2033-01-03'),
      ],
      null,
      2,
    );
    const entryLines = content.split('\n').flatMap((l, i) => (l === '  {' ? [i + 1] : []));
    const payload = { fileName: 'legislators-current.json', content };
    const before = await snapshot(app);

    const kept = (await importFile(app, cookie, { ...payload, dryRun: true })).json();
    expect(kept.scheduled).toEqual([
      expect.objectContaining({
        id: patId,
        name: 'Pat Successor',
        effectiveDate: '2027-01-03',
        keep: true,
        fileHolder: { name: 'Jordan Newcomer', effectiveDate: '2027-01-03', line: entryLines[1] },
      }),
    ]);
    expect(kept).toMatchObject({ added: [], retired: [], unchanged: 1 });

    // Unticked: the preview shows the file's holder taking the seat instead; still nothing stored.
    const unticked = (await importFile(app, cookie, { ...payload, dryRun: true, cancel: [patId] })).json();
    expect(unticked.scheduled).toEqual([expect.objectContaining({ id: patId, keep: false })]);
    expect(unticked.added).toEqual([
      expect.objectContaining({ name: 'Jordan Newcomer', effectiveDate: '2027-01-03', line: entryLines[1] }),
    ]);
    expect(unticked.retired).toEqual([expect.objectContaining({ name: 'Joni Ernst', effectiveDate: '2027-01-03' })]);
    expect(await snapshot(app)).toEqual(before);

    // The server checks the choices: only a future row the file leaves unconfirmed can be cancelled.
    const grassley = await app.db
      .selectFrom('senators')
      .select('id')
      .where('senatorName', '=', 'Chuck Grassley')
      .executeTakeFirstOrThrow();
    const foreign = await importFile(app, cookie, { ...payload, cancel: [grassley.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      error: 'Bad Request',
      message: expect.stringMatching(/cannot|Only a future entry/),
    });
    expect((await importFile(app, cookie, { ...payload, cancel: ['x'] })).statusCode).toBe(400);
    expect(await snapshot(app)).toEqual(before);

    // Applied as ticked: Pat Successor stays, the file's other successor waits.
    expect((await importFile(app, cookie, payload)).statusCode).toBe(200);
    expect(
      await app.db.selectFrom('senators').select('senatorName').where('senatorName', '=', 'Jordan Newcomer').execute(),
    ).toEqual([]);

    const applied = await importFile(app, cookie, { ...payload, cancel: [patId] });
    expect(applied.statusCode, applied.body).toBe(200);
    const rows = await app.db
      .selectFrom('senators')
      .select(['senatorName', 'validFrom', 'isActive'])
      .where('state', '=', 'IA')
      .where('senateClass', '=', 2)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.senatorName, r.validFrom, r.isActive])).toEqual([
      ['Joni Ernst', null, 1],
      ['Pat Successor', '2027-01-03', 0],
      ['Jordan Newcomer', '2027-01-03', 1],
    ]);
    const summaries = await auditSummaries(app, cookie);
    expect(summaries).toContain("Admin boss cancelled Pat Successor's scheduled start as Iowa's senator");
    expect(summaries).toContain(
      'Admin boss imported the senators from legislators-current.json: 1 added, 0 changed, 1 retired, 1 future entry cancelled, 1 confirmed unchanged',
    );
    vi.setSystemTime(new Date('2027-01-03T12:00:00Z'));
    expect(await correctText(app, iowan, 20)).toBe('Chuck Grassley or Jordan Newcomer');
  });

  it('orders a governors CSV: changes that matter, then spelling; refreshes the as-of date of a confirmed holder', async () => {
    const { app, cookie } = await adminAppAt('2026-11-25T12:00:00Z');
    const californian = await learnerIn(app, 'californian', 'CA', '2025');
    const asOfBefore = (
      await app.db.selectFrom('governors').select('asOf').where('state', '=', 'CA').executeTakeFirstOrThrow()
    ).asOf;
    expect(asOfBefore < '2026-11-25').toBe(true);
    const csv = [
      'State,Name,Party,Takes office,Term ends',
      'AK,Casey Example,Republican,2026-12-07,2030-12-02',
      'CA,Gavin Newsom,Democratic,2019-01-07,',
      'TX,Greg W. Abbott,Republican,2015-01-20,2027-01-19',
      'OH,Mike DeWine,Republican,2019-01-14,2027-01-13',
      'NE,Jim Pillen,Independent,2023-01-05,2027-01-07',
    ].join('\r\n');
    const dry = await importFile(app, cookie, { fileName: 'governors.csv', content: csv, dryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    const preview = dry.json();
    expect(preview).toMatchObject({
      kind: 'governors',
      format: 'governors CSV',
      unchanged: 1,
      badRows: [],
      pastDates: [],
      endedSkipped: [],
    });
    expect(preview.added).toEqual([
      expect.objectContaining({ state: 'AK', name: 'Casey Example', effectiveDate: '2026-12-07', line: 2 }),
    ]);
    expect(preview.retired).toEqual([
      expect.objectContaining({ state: 'AK', name: 'Mike Dunleavy', effectiveDate: '2026-12-07' }),
    ]);
    // A new term end and a party switch matter; a middle initial is spelling.
    expect(
      preview.changed.map((r: { state: string; changes: object; line: number }) => [
        r.state,
        Object.keys(r.changes),
        r.line,
      ]),
    ).toEqual([
      ['OH', ['termEnd'], 5],
      ['NE', ['party'], 6],
    ]);
    expect(preview.cosmetic).toEqual([
      expect.objectContaining({
        state: 'TX',
        line: 4,
        changes: { name: { from: 'Greg Abbott', to: 'Greg W. Abbott' } },
      }),
    ]);

    const applied = await importFile(app, cookie, { fileName: 'governors.csv', content: csv });
    expect(applied.statusCode, applied.body).toBe(200);
    const ca = await app.db
      .selectFrom('governors')
      .select(['governorName', 'asOf'])
      .where('state', '=', 'CA')
      .executeTakeFirstOrThrow();
    expect(ca).toEqual({ governorName: 'Gavin Newsom', asOf: '2026-11-25' });
    // Learners are told the answer is current as of the day the import confirmed it.
    const questions = (await sendAs(app, californian, 'GET', '/api/questions')).json() as Array<{
      id: number;
      answerAsOf: string | null;
    }>;
    expect(questions.find((q) => q.id === 1061)!.answerAsOf).toBe('2026-11-25');
    expect(
      (await app.db.selectFrom('governors').select('governorName').where('state', '=', 'TX').executeTakeFirstOrThrow())
        .governorName,
    ).toBe('Greg W. Abbott');
  });

  it('reports every bad row with its line, refuses the parties the form refuses, lists ended terms, and applies nothing while a row is bad', async () => {
    const { app, cookie } = await adminAppAt('2026-11-25T12:00:00Z');
    const before = await snapshot(app);
    const csv = [
      'state,name,party,takes office,term ends',
      'WY,Pat Libertarian,Libertarian,2027-01-04,2031-01-04',
      'ZZ,Nobody,Republican,,',
      '"NE","Smith, Jr.",Republican,2027-13-01,',
      '',
      'HI,Josh Green,Democratic,2022-12-05,2026-11-01',
      'AK,Casey Example,Republican,2026-12-07,2030-12-02',
    ].join('\n');
    const preview = (await importFile(app, cookie, { fileName: 'governors.csv', content: csv, dryRun: true })).json();
    expect(preview.badRows).toEqual([
      {
        line: 2,
        reason:
          'Pat Libertarian has the party "Libertarian": the party must be one of Democratic, Republican, Independent (as in the form).',
      },
      { line: 3, reason: 'Nobody has an unknown state "ZZ".' },
      { line: 4, reason: 'Smith, Jr. has a date that is not a real day written YYYY-MM-DD.' },
    ]);
    expect(preview.endedSkipped).toEqual([
      expect.objectContaining({ state: 'HI', name: 'Josh Green', termEnd: '2026-11-01', line: 6 }),
    ]);
    expect(preview.added).toEqual([expect.objectContaining({ name: 'Casey Example', line: 7 })]);

    const refused = await importFile(app, cookie, { fileName: 'governors.csv', content: csv });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(
      /^The file has 3 bad rows; nothing was applied\..*line 2: Pat Libertarian.*line 3: .*line 4: /,
    );
    expect(await snapshot(app)).toEqual(before);
    // The form refuses the same party: one list.
    const form = await fetchAs(app, cookie, 'POST', '/api/admin/governors', {
      state: 'WY',
      governorName: 'Pat Libertarian',
      partisanship: 'Libertarian',
    });
    expect(form.statusCode).toBe(400);

    // A legislators JSON: the bad entry's line in the file.
    const legislators = JSON.stringify(
      [
        legislator('Chuck', 'Grassley', 'IA', 3, '2023-01-03', '2029-01-03'),
        {
          ...legislator('Pat', 'Green', 'IA', 2, '2027-01-03', '2033-01-03'),
          terms: [{ type: 'sen', start: '2027-01-03', end: '2033-01-03', state: 'IA', class: 2, party: 'Green' }],
        },
      ],
      null,
      2,
    );
    const greenLine = legislators.split('\n').flatMap((l, i) => (l === '  {' ? [i + 1] : []))[1];
    const json = (
      await importFile(app, cookie, { fileName: 'legislators-current.json', content: legislators, dryRun: true })
    ).json();
    expect(json.badRows).toEqual([
      { line: greenLine, reason: expect.stringContaining('Pat Green has the party "Green"') },
    ]);
    expect(await snapshot(app)).toEqual(before);
  });

  it('needs an explicit confirmation for a start day in the past, like the form', async () => {
    const { app, cookie } = await adminAppAt('2026-11-25T12:00:00Z');
    const before = await snapshot(app);
    const file = JSON.stringify([
      {
        state: 'HI',
        name: 'Kai Example',
        party: 'Democratic',
        startDate: '2026-11-20',
        termEndsPerSource: '2030-12-07',
      },
    ]);
    const preview = (await importFile(app, cookie, { fileName: 'governors.json', content: file, dryRun: true })).json();
    expect(preview.pastDates).toEqual([
      expect.objectContaining({ state: 'HI', name: 'Kai Example', effectiveDate: '2026-11-20' }),
    ]);
    const refused = await importFile(app, cookie, { fileName: 'governors.json', content: file });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'Bad Request',
      message: expect.stringContaining('1 row take effect in the past'),
    });
    expect(await snapshot(app)).toEqual(before);
    const confirmed = await importFile(app, cookie, {
      fileName: 'governors.json',
      content: file,
      confirmPastDates: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(
      await app.db
        .selectFrom('governors')
        .select(['governorName', 'validFrom'])
        .where('state', '=', 'HI')
        .where('isActive', '=', 1)
        .execute(),
    ).toEqual([{ governorName: 'Kai Example', validFrom: '2026-11-20' }]);
  });

  it('reads a senators CSV and a tab-separated governors list, and names the formats it knows when it cannot read one', async () => {
    const { app, cookie } = await adminAppAt('2026-12-20T12:00:00Z');
    const before = await snapshot(app);
    const unknown: Array<[string, string, RegExp]> = [
      [
        'officials.txt',
        'Governors of the states\nAlaska: someone',
        /not a format the import knows: .*CSV with a header row \(state, name, party, takes office, term ends/,
      ],
      ['report.pdf', '%PDF-1.4 binary', /not a format the import knows/],
      ['governors.csv', 'state,name\nAK,Someone', /header row \(line 1\) has no party column/],
      ['governors.csv', 'state,name,party\n', /no officials under it/],
    ];
    for (const [fileName, content, message] of unknown) {
      const response = await importFile(app, cookie, { fileName, content, dryRun: true });
      expect(response.statusCode, fileName).toBe(400);
      expect(response.json().message, fileName).toMatch(message);
    }
    expect(await snapshot(app)).toEqual(before);

    const senators =
      'state,name,party,senate class,takes office,term ends\nIA,Chuck Grassley,Republican,3,2023-01-03,2029-01-03\nIA,"Hinson, Ashley",Republican,2,2027-01-03,2033-01-03\n';
    const result = (await importFile(app, cookie, { fileName: 'senators.csv', content: senators })).json();
    expect(result).toMatchObject({ kind: 'senators', format: 'senators CSV', unchanged: 1, dryRun: false });
    expect(result.added).toEqual([
      expect.objectContaining({
        state: 'IA',
        name: 'Hinson, Ashley',
        senateClass: 2,
        effectiveDate: '2027-01-03',
        line: 3,
      }),
    ]);
    expect(result.retired).toEqual([expect.objectContaining({ name: 'Joni Ernst', effectiveDate: '2027-01-03' })]);

    const tabs = 'State\tName\tParty\tTakes office\tTerm ends\nWY\tMark Gordon\tRepublican\t2019-01-07\t2027-01-04\n';
    const governors = (
      await importFile(app, cookie, { fileName: 'governors-list', content: tabs, dryRun: true })
    ).json();
    expect(governors).toMatchObject({ kind: 'governors', format: 'governors CSV', added: [], badRows: [] });
  });
});

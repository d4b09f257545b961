// The freshness report on fixed dates with the seeded officials (issue 19): it looks 30 days ahead,
// lists seats without a term end and empty seats, and after a change day only what is really stale.
import type { FreshnessItem, FreshnessReport } from '@civics/sync-protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CivicsApp } from '../../app.js';
import { freshnessReport } from './freshness.js';
import { adminAppAt, enterGovernor, newTexasSenator, XHR } from './test-kit.js';
import { sendAs } from '../../test/requests.js';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => vi.useRealTimers());

async function appOn(day: string) {
  const { app, cookie } = await adminAppAt(`${day}T12:00:00Z`);
  const report = async (): Promise<FreshnessReport> => {
    const response = await sendAs(app, cookie, 'GET', '/api/admin/officials/freshness');
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  return { app, cookie, report };
}

const names = (items: FreshnessItem[], reason: FreshnessItem['reason']) =>
  items
    .filter((i) => i.reason === reason)
    .map((i) => i.name)
    .sort();
const seeded = (app: CivicsApp, termEnd: string) =>
  app.db.selectFrom('senators').select('senatorName').where('termEnd', '=', termEnd).execute();

describe('the freshness report looks ahead', () => {
  it('on 2026-11-24 lists Alaska and Hawaii 13 days out, the ended appointments and the seats without a term end', async () => {
    const { app, cookie, report } = await appOn('2026-11-24');
    const first = await report();
    expect(first.today).toBe('2026-11-24');
    expect(
      first.items
        .filter((i) => i.reason === 'endingSoon')
        .map((i) => [i.kind, i.place, i.name, i.endsOn, i.daysLeft, i.urgent]),
    ).toEqual([
      ['governor', 'AK', 'Mike Dunleavy', '2026-12-07', 13, false],
      ['governor', 'HI', 'Josh Green', '2026-12-07', 13, false],
    ]);
    // The two appointed senators whose seats were up on 2026-11-03 have no successor in force.
    expect(names(first.items, 'termEnded')).toEqual(['Ashley Moody', 'Jon Husted']);
    expect(first.items.filter((i) => i.reason === 'termEnded').every((i) => i.urgent && i.daysLeft === -21)).toBe(true);
    expect(names(first.items, 'noTermEnd')).toEqual(expect.arrayContaining(['Gavin Newsom']));
    expect(first.items.find((i) => i.name === 'Gavin Newsom')).toMatchObject({
      kind: 'governor',
      place: 'CA',
      endsOn: null,
      urgent: false,
    });
    expect(names(first.items, 'emptySeat')).toEqual([]);
    // The class-2 senators end 40 days out: not yet.
    expect(first.items.map((i) => i.name)).not.toContain('John Cornyn');
    // Most urgent first: ended terms and empty seats, then terms ending soonest, then missing term ends.
    const rank = { termEnded: 0, emptySeat: 0, endingSoon: 1, noTermEnd: 2 };
    const ranks = first.items.map((i) => rank[i.reason]);
    expect(ranks).toEqual([...ranks].sort());

    // Alaska's successor entered: Alaska leaves the report, Hawaii stays.
    await enterGovernor(app, cookie, {
      state: 'AK',
      governorName: 'Pat Example',
      partisanship: 'Republican',
      validFrom: '2026-12-07',
      termEnd: '2030-12-02',
    });
    const second = await report();
    expect(names(second.items, 'endingSoon')).toEqual(['Josh Green']);
    expect(second.items.map((i) => i.name)).not.toContain('Pat Example');

    // A retirement entered for a day within 30 days, with nobody after: the seat is about to empty.
    const cruz = await app.db
      .selectFrom('senators')
      .select('id')
      .where('senatorName', '=', 'Ted Cruz')
      .executeTakeFirstOrThrow();
    const retired = await app.inject({
      method: 'DELETE',
      url: `/api/admin/senators/${cruz.id}?effectiveDate=2026-11-29`,
      headers: { cookie, ...XHR },
    });
    expect(retired.statusCode).toBe(200);
    const third = await report();
    expect(third.items.find((i) => i.name === 'Ted Cruz')).toMatchObject({
      reason: 'endingSoon',
      endsOn: '2026-11-29',
      daysLeft: 5,
      urgent: true,
      seat: 1,
    });

    // The dashboard shows the same report in short: how many, how many due within 7 days, the first five.
    const dashboard = await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie, ...XHR } });
    expect(dashboard.json().officialsToCheck).toEqual({
      total: third.items.length,
      urgent: 3,
      first: third.items.slice(0, 5),
    });
    expect(dashboard.json().officialsToCheck.first.map((i: FreshnessItem) => i.name)).toEqual([
      'Ashley Moody',
      'Jon Husted',
      'Ted Cruz',
      'Josh Green',
      "Pula'ali'i Nikolao Pula",
    ]);
  });

  it('from 2026-12-04 the class-2 senators ending 2027-01-03 without a successor are listed', async () => {
    const { app } = await appOn('2026-12-10');
    const report = await freshnessReport(app.db, '2026-12-10');
    const classTwo = (await seeded(app, '2027-01-03')).map((r) => r.senatorName).sort();
    expect(classTwo.length).toBeGreaterThan(30);
    const ending = report.items.filter((i) => i.reason === 'endingSoon' && i.kind === 'senator');
    expect(ending.map((i) => i.name).sort()).toEqual(classTwo);
    expect(ending.every((i) => i.seat === 2 && i.daysLeft === 24 && !i.urgent)).toBe(true);
    // Alaska and Hawaii passed their change day with nobody entered: ended, urgent.
    expect(report.items.filter((i) => i.kind === 'governor' && i.reason === 'termEnded').map((i) => i.place)).toEqual([
      'AK',
      'HI',
    ]);
    // The same report a day earlier (a pure function of the day) did not reach 2027-01-03 yet.
    expect((await freshnessReport(app.db, '2026-12-03')).items.some((i) => i.name === classTwo[0])).toBe(false);
    expect((await freshnessReport(app.db, '2026-12-04')).items.some((i) => i.name === classTwo[0])).toBe(true);
  });

  it('on 2027-01-05 lists only what is really stale: ended terms with nobody in force, and empty seats', async () => {
    const { app, cookie, report } = await appOn('2027-01-05');
    const first = await report();
    const ended = first.items.filter((i) => i.reason === 'termEnded');
    // Every ended item is a holder in force whose term end has come; nobody else is listed as ended.
    expect(ended.every((i) => i.endsOn! <= '2027-01-05' && i.daysLeft! <= 0)).toBe(true);
    expect(ended.filter((i) => i.kind === 'senator').length).toBe((await seeded(app, '2027-01-03')).length + 2);
    expect(ended.find((i) => i.name === 'John Cornyn')).toMatchObject({
      kind: 'senator',
      place: 'TX',
      seat: 2,
      endsOn: '2027-01-03',
      daysLeft: -2,
    });
    // A senator serving to 2031 is not listed, whatever the as-of date of the row says.
    expect(first.items.map((i) => i.name)).not.toContain('Ted Cruz');
    const listed = new Set(first.items.map((i) => i.reason));
    expect([...listed].sort()).toEqual(['endingSoon', 'noTermEnd', 'termEnded']);
    expect(first.items.length).toBeLessThan(116);

    // Cornyn's successor in force takes care of his ended term; the new row is fine.
    const created = await sendAs(app, cookie, 'POST', '/api/admin/senators', {
      ...newTexasSenator,
      confirmPastDate: true,
    });
    expect(created.statusCode).toBe(201);
    const second = await report();
    expect(second.items.map((i) => i.name)).not.toContain('John Cornyn');
    expect(second.items.map((i) => i.name)).not.toContain('Jordan Example');
    expect(second.items.length).toBe(first.items.length - 1);

    // Cruz retired today with nobody after him: Texas's class-1 seat is empty.
    const cruz = await app.db
      .selectFrom('senators')
      .select('id')
      .where('senatorName', '=', 'Ted Cruz')
      .executeTakeFirstOrThrow();
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/admin/senators/${cruz.id}`, headers: { cookie, ...XHR } }))
        .statusCode,
    ).toBe(200);
    // And the Speaker's row ended without a successor: that office is empty too.
    await app.db
      .updateTable('officeholders')
      .set({ validUntil: '2027-01-04', isActive: 0 })
      .where('office', '=', 'speaker')
      .execute();
    const third = await report();
    expect(third.items.filter((i) => i.reason === 'emptySeat').map((i) => [i.kind, i.place, i.seat, i.urgent])).toEqual(
      [
        ['officeholder', 'speaker', null, true],
        ['senator', 'TX', 1, true],
      ],
    );
    expect(third.items.slice(0, 2).map((i) => i.reason)).toEqual(['emptySeat', 'emptySeat']);
  });
});

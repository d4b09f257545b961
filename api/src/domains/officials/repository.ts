// What the state-dependent questions and the panels need about one place, as of a day: the rows of
// that place serving then (DESIGN.md §2). Loading a place once and asking for several days lets
// the bundle build the answers of the coming inauguration days without more queries.
import { isServingOn, type RepresentativeDto } from '@civics/sync-protocol';
import type { ExpressionBuilder } from 'kysely';
import type { DB, DbOrTrx } from '../../db/database.js';
import { today } from './clock.js';
import { findRepresentative } from './representatives.js';

/** What the state-dependent questions need to know about one place (a state, DC or a territory). */
export interface PlaceFacts {
  code: string;
  senators: Array<{ name: string; party: string }>;
  senatorsAsOf: string | null;
  governor: { name: string; asOf: string } | null;
  capital: { name: string; asOf: string } | null;
  /** The learner's own Representative, once they chose their district (null otherwise). */
  representative: RepresentativeDto | null;
}

interface DatedRow {
  name: string;
  party: string;
  asOf: string;
  validFrom: string | null;
  validUntil: string | null;
}

export interface PlaceRows {
  code: string;
  senators: DatedRow[];
  governors: DatedRow[];
  capital: { name: string; asOf: string } | null;
  representative: RepresentativeDto | null;
}

/**
 * Rows that serve on some day from `from` to `until` (office.ts servesWithin, in SQL): a row ended
 * on a past day is stored inactive but still served until then; a cancelled successor never serves.
 */
const servedWithin = (from: string, until: string) => (eb: ExpressionBuilder<DB, 'senators' | 'governors'>) =>
  eb.and([
    eb.or([eb('isActive', '=', 1), eb('validUntil', 'is not', null)]),
    eb.or([eb('validFrom', 'is', null), eb('validUntil', 'is', null), eb('validUntil', '>', eb.ref('validFrom'))]),
    eb.or([eb('validUntil', 'is', null), eb('validUntil', '>', from)]),
    eb.or([eb('validFrom', 'is', null), eb('validFrom', '<=', until)]),
  ]);

/**
 * The place's officials that serve on some day between `from` and `until` (both included), and the
 * Representative of `district` when the learner chose one.
 */
export async function placeRows(
  db: DbOrTrx,
  code: string,
  from: string,
  until = from,
  district: number | null = null,
): Promise<PlaceRows> {
  const [senators, governors, capital, representative] = await Promise.all([
    db
      .selectFrom('senators')
      .select(['senatorName as name', 'partisanship as party', 'asOf', 'validFrom', 'validUntil'])
      .where('state', '=', code)
      .where(servedWithin(from, until))
      .orderBy('senatorName')
      .execute(),
    db
      .selectFrom('governors')
      .select(['governorName as name', 'partisanship as party', 'asOf', 'validFrom', 'validUntil'])
      .where('state', '=', code)
      .where(servedWithin(from, until))
      .orderBy('validFrom')
      .execute(),
    db.selectFrom('stateCapitals').select(['capital', 'asOf']).where('state', '=', code).executeTakeFirst(),
    district === null ? null : findRepresentative(db, code, district),
  ]);
  return {
    code,
    senators,
    governors,
    capital: capital ? { name: capital.capital, asOf: capital.asOf } : null,
    representative,
  };
}

/** The later of the day the data was checked and the day the holder took office. */
const asOfOn = (row: DatedRow) => (row.validFrom && row.validFrom > row.asOf ? row.validFrom : row.asOf);

export function factsOn(rows: PlaceRows, day: string): PlaceFacts {
  const senators = rows.senators.filter((r) => isServingOn(r, day));
  // Two serving governors cannot happen through the admin rules; the one who took office last wins.
  const governor = rows.governors.filter((r) => isServingOn(r, day)).at(-1);
  const senatorsAsOf = senators.length ? senators.map(asOfOn).sort().at(-1)! : null;
  return {
    code: rows.code,
    senators: senators.map((s) => ({ name: s.name, party: s.party })),
    senatorsAsOf,
    governor: governor ? { name: governor.name, asOf: asOfOn(governor) } : null,
    capital: rows.capital,
    representative: rows.representative,
  };
}

/** The days after `from` and up to `until` on which some holder of the place starts or ends. */
export function changeDays(rows: PlaceRows, from: string, until: string): string[] {
  const days = new Set<string>();
  for (const r of [...rows.senators, ...rows.governors]) {
    for (const d of [r.validFrom, r.validUntil]) if (d && d > from && d <= until) days.add(d);
  }
  return [...days].sort();
}

/** The place as of `day` (default: today, the server's answer), with the learner's district's Representative. */
export async function placeFacts(
  db: DbOrTrx,
  code: string,
  day = today(),
  district: number | null = null,
): Promise<PlaceFacts> {
  return factsOn(await placeRows(db, code, day, day, district), day);
}

// What the operator must act on before learners are told something outdated (issue 19), computed
// for a given day: seats whose term has ended with nobody new in force, empty seats, terms ending
// within 30 days with no successor entered, and seats with no term end recorded (the report could
// not warn in time for those). An old as-of date alone is not listed: after a change day that
// listed every row (116 on 2027-01-05), and only a seat that changes hands needs the operator.
import {
  FRESHNESS_HORIZON_DAYS,
  FRESHNESS_MAIL_DAYS,
  OFFICEHOLDER_OFFICES,
  type FreshnessItem,
  type FreshnessReason,
  type FreshnessReport,
} from '@civics/sync-protocol';
import { US_STATES, US_TERRITORIES } from '@civics/sync-protocol/constants';
import type { DbOrTrx } from '../../db/database.js';
import { today } from './clock.js';
import { listOfficeholders, officeholderStatus, type OfficeholderRow } from './officeholders.js';
import { listOfficials, sameSeat, type OfficialRecord } from './office.js';
import { statusOn } from './terms.js';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** "As of April 2026, ..." in an explanation as 2026-04-01 (the seed's wording), else null. */
export function asOfInText(text: string): string | null {
  const iso = /as of (\d{4}-\d{2}-\d{2})/i.exec(text);
  if (iso) return iso[1]!;
  const month = /as of ([a-z]+) (\d{4})/i.exec(text);
  const index = month ? MONTHS.indexOf(month[1]!.toLowerCase()) : -1;
  return month && index >= 0 ? `${month[2]}-${String(index + 1).padStart(2, '0')}-01` : null;
}

export interface FreshnessInput {
  senators: OfficialRecord[];
  governors: OfficialRecord[];
  officeholders: OfficeholderRow[];
}

const OFFICE_NAMES: Record<string, string> = {
  president: 'President',
  vicePresident: 'Vice President',
  speaker: 'Speaker of the House',
  chiefJustice: 'Chief Justice',
};
/** Senators: the 50 states (D.C. has none). Governors: the states and the territories (D.C. has a mayor). */
const STATES = US_STATES.filter(([code]) => code !== 'DC');
const GOVERNED = [...STATES, ...US_TERRITORIES];

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const RANK: Record<FreshnessReason, number> = { termEnded: 0, emptySeat: 0, endingSoon: 1, noTermEnd: 2 };

type Seat = Pick<FreshnessItem, 'kind' | 'place' | 'placeName' | 'seat'>;
type Holder = { id: number; name: string; validUntil: string | null; termEnd: string | null };

/** The item for a seat's holder in force on `day`, or null when nothing is due within the horizon. */
function holderItem(seat: Seat, holder: Holder, hasSuccessor: boolean, day: string): FreshnessItem | null {
  // A retirement already entered ends the seat on validUntil; otherwise the recorded term end does.
  if (holder.validUntil !== null && hasSuccessor) return null;
  const endsOn = holder.validUntil ?? holder.termEnd;
  const base = { ...seat, id: holder.id, name: holder.name, endsOn };
  if (endsOn === null) return { ...base, reason: 'noTermEnd', daysLeft: null, urgent: false };
  const daysLeft = daysBetween(day, endsOn);
  if (daysLeft > FRESHNESS_HORIZON_DAYS) return null;
  return {
    ...base,
    reason: daysLeft <= 0 ? 'termEnded' : 'endingSoon',
    daysLeft,
    urgent: daysLeft <= FRESHNESS_MAIL_DAYS,
  };
}

const emptySeat = (seat: Seat): FreshnessItem => ({
  ...seat,
  reason: 'emptySeat',
  id: null,
  name: null,
  endsOn: null,
  daysLeft: null,
  urgent: true,
});

/** A successor of `row` entered: another row of the same seat that takes office later and is not cancelled. */
const successorOf = (rows: OfficialRecord[], row: OfficialRecord, day: string) =>
  rows.some((r) => r.id !== row.id && sameSeat(r, row) && statusOn(r, day) === 'scheduled');

function officialItems(kind: 'senator' | 'governor', rows: OfficialRecord[], day: string): FreshnessItem[] {
  const items: FreshnessItem[] = [];
  for (const [code, placeName] of kind === 'senator' ? STATES : GOVERNED) {
    const own = rows.filter((r) => r.state === code);
    const current = own.filter((r) => statusOn(r, day) === 'current');
    for (const row of current) {
      const item = holderItem({ kind, place: code, placeName, seat: row.seat }, row, successorOf(own, row, day), day);
      if (item) items.push(item);
    }
    // A state has two Senate seats: a class some row once held but none holds now is the empty one.
    const seats = kind === 'senator' ? 2 : 1;
    const held = new Set(current.map((r) => r.seat));
    const vacant = [...new Set(own.map((r) => r.seat))].filter((s) => s !== null && !held.has(s));
    for (let i = 0; i < seats - current.length; i += 1)
      items.push(emptySeat({ kind, place: code, placeName, seat: kind === 'senator' ? (vacant[i] ?? null) : null }));
  }
  return items;
}

function officeholderItems(rows: OfficeholderRow[], day: string): FreshnessItem[] {
  const items: FreshnessItem[] = [];
  for (const office of OFFICEHOLDER_OFFICES) {
    const own = rows.filter((r) => r.office === office);
    const seat = {
      kind: 'officeholder' as const,
      place: office,
      placeName: OFFICE_NAMES[office] ?? office,
      seat: null,
    };
    const holder = own.filter((r) => officeholderStatus(r, day) === 'current').at(-1);
    if (!holder) {
      items.push(emptySeat(seat));
      continue;
    }
    // Officeholders have no recorded term end: only a retirement entered without a successor is due.
    if (holder.validUntil === null) continue;
    const hasSuccessor = own.some((r) => officeholderStatus(r, day) === 'scheduled');
    const item = holderItem(seat, { ...holder, termEnd: null }, hasSuccessor, day);
    if (item) items.push(item);
  }
  return items;
}

/** The report for `day` from the stored rows: pure, so it is tested on fixed dates. */
export function buildFreshnessReport(input: FreshnessInput, day: string): FreshnessReport {
  const items = [
    ...officialItems('senator', input.senators, day),
    ...officialItems('governor', input.governors, day),
    ...officeholderItems(input.officeholders, day),
  ];
  items.sort(
    (a, b) =>
      RANK[a.reason] - RANK[b.reason] ||
      (a.endsOn ?? '').localeCompare(b.endsOn ?? '') ||
      a.placeName.localeCompare(b.placeName) ||
      (a.seat ?? 0) - (b.seat ?? 0),
  );
  return { today: day, horizonDays: FRESHNESS_HORIZON_DAYS, items };
}

export async function freshnessReport(db: DbOrTrx, day = today()): Promise<FreshnessReport> {
  const [senators, governors, officeholders] = [
    await listOfficials(db, 'senator'),
    await listOfficials(db, 'governor'),
    await listOfficeholders(db),
  ];
  return buildFreshnessReport({ senators, governors, officeholders }, day);
}

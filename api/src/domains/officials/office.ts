// Senators and governors seen through one shape, so that the dated rules (appoint, replace, retire,
// import) are written once. A seat is (state, Senate class) for senators and the state for governors.
import { US_STATES, US_TERRITORIES } from '@civics/sync-protocol/constants';
import type { DbOrTrx } from '../../db/database.js';

export type OfficeKind = 'senator' | 'governor';

export interface OfficialRecord {
  id: number;
  kind: OfficeKind;
  state: string;
  stateName: string;
  name: string;
  party: string;
  /** Senate class of a senator's seat (null when unknown); always null for governors. */
  seat: number | null;
  inaugurationDay: string | null;
  validFrom: string | null;
  validUntil: string | null;
  termEnd: string | null;
  asOf: string;
  isActive: boolean;
  portraitData: string | null;
  portraitMimeType: string | null;
  portraitFileName: string | null;
}

export type OfficialValues = Partial<Omit<OfficialRecord, 'id' | 'kind' | 'state' | 'stateName'>>;

export const stateName = (code: string): string =>
  [...US_STATES, ...US_TERRITORIES].find(([c]) => c === code)?.[1] ?? code;

/** The same seat: a senator of the same state and class, or the governor of the same state. */
export const sameSeat = (
  a: Pick<OfficialRecord, 'kind' | 'state' | 'seat'>,
  b: Pick<OfficialRecord, 'kind' | 'state' | 'seat'>,
): boolean =>
  a.kind === b.kind && a.state === b.state && (a.kind === 'governor' || (a.seat !== null && a.seat === b.seat));

/**
 * The row serves on some day from `from` to `until` (both included). A row ended on a past day is
 * stored inactive, but it still served until then (the device may be on that day); a cancelled
 * successor (ends the day it would have started) never serves.
 */
export function servesWithin(
  r: Pick<OfficialRecord, 'isActive' | 'validFrom' | 'validUntil'>,
  from: string,
  until: string,
): boolean {
  if (!r.isActive && r.validUntil === null) return false;
  if (r.validFrom !== null && r.validUntil !== null && r.validUntil <= r.validFrom) return false;
  return (r.validUntil === null || r.validUntil > from) && (r.validFrom === null || r.validFrom <= until);
}

const bool = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);
const defined = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

type TermAndPortrait = Pick<
  OfficialRecord,
  'inaugurationDay' | 'validFrom' | 'validUntil' | 'termEnd' | 'asOf' | 'portraitData' | 'portraitMimeType'
>;

/** The columns a senator's row and a governor's row share, in the record's order. */
const termAndPortrait = (r: TermAndPortrait & { isActive: number }) => ({
  inaugurationDay: r.inaugurationDay,
  validFrom: r.validFrom,
  validUntil: r.validUntil,
  termEnd: r.termEnd,
  asOf: r.asOf,
  isActive: r.isActive === 1,
  portraitData: r.portraitData,
  portraitMimeType: r.portraitMimeType,
});

export async function listOfficials(
  db: DbOrTrx,
  kind: OfficeKind,
  filter: { state?: string; id?: number } = {},
): Promise<OfficialRecord[]> {
  if (kind === 'senator') {
    let query = db.selectFrom('senators').selectAll();
    if (filter.state) query = query.where('state', '=', filter.state);
    if (filter.id) query = query.where('id', '=', filter.id);
    const rows = await query.orderBy('state').orderBy('senateClass').orderBy('validFrom').orderBy('id').execute();
    return rows.map((r) => ({
      id: r.id,
      kind,
      state: r.state,
      stateName: r.stateName,
      name: r.senatorName,
      party: r.partisanship,
      seat: r.senateClass,
      ...termAndPortrait(r),
      portraitFileName: r.portraitFileName,
    }));
  }
  let query = db.selectFrom('governors').selectAll();
  if (filter.state) query = query.where('state', '=', filter.state);
  if (filter.id) query = query.where('id', '=', filter.id);
  const rows = await query.orderBy('state').orderBy('validFrom').orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    kind,
    state: r.state,
    stateName: r.stateName,
    name: r.governorName,
    party: r.partisanship,
    seat: null,
    ...termAndPortrait(r),
    portraitFileName: r.portrait,
  }));
}

export async function findOfficial(db: DbOrTrx, kind: OfficeKind, id: number): Promise<OfficialRecord | undefined> {
  return (await listOfficials(db, kind, { id }))[0];
}

export async function insertOfficial(
  db: DbOrTrx,
  kind: OfficeKind,
  state: string,
  v: OfficialValues & Pick<OfficialRecord, 'name' | 'party' | 'asOf'>,
): Promise<number> {
  const common = {
    state,
    stateName: stateName(state),
    partisanship: v.party,
    inaugurationDay: v.inaugurationDay ?? null,
    asOf: v.asOf,
    validFrom: v.validFrom ?? null,
    validUntil: v.validUntil ?? null,
    termEnd: v.termEnd ?? null,
    isActive: v.isActive === false ? 0 : 1,
    portraitData: v.portraitData ?? null,
    portraitMimeType: v.portraitMimeType ?? null,
  };
  if (kind === 'senator') {
    const row = await db
      .insertInto('senators')
      .values({
        ...common,
        senatorName: v.name,
        senateClass: v.seat ?? null,
        portraitUrl: null,
        portraitFileName: v.portraitFileName ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const row = await db
    .insertInto('governors')
    .values({ ...common, governorName: v.name, portrait: v.portraitFileName ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateOfficial(db: DbOrTrx, kind: OfficeKind, id: number, v: OfficialValues): Promise<void> {
  const common = defined({
    partisanship: v.party,
    inaugurationDay: v.inaugurationDay,
    asOf: v.asOf,
    validFrom: v.validFrom,
    validUntil: v.validUntil,
    termEnd: v.termEnd,
    isActive: bool(v.isActive),
    portraitData: v.portraitData,
    portraitMimeType: v.portraitMimeType,
  });
  if (kind === 'senator') {
    const values = {
      ...common,
      ...defined({ senatorName: v.name, senateClass: v.seat, portraitFileName: v.portraitFileName }),
    };
    if (Object.keys(values).length) await db.updateTable('senators').set(values).where('id', '=', id).execute();
    return;
  }
  const values = { ...common, ...defined({ governorName: v.name, portrait: v.portraitFileName }) };
  if (Object.keys(values).length) await db.updateTable('governors').set(values).where('id', '=', id).execute();
}

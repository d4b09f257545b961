// The dated rules of an office (DESIGN.md §2): a row serves from validFrom (the day its holder takes
// office) until validUntil (exclusive), when a later row of the same seat replaces it or it is
// retired. Every write here is audited in the caller's transaction.
import type { Transaction } from 'kysely';
import type { DB } from '../../db/database.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { recordAudit, type AuditEntry } from '../../services/audit.js';
import { today } from './clock.js';
import {
  findOfficial,
  insertOfficial,
  listOfficials,
  sameSeat,
  stateName,
  updateOfficial,
  type OfficeKind,
  type OfficialRecord,
  type OfficialValues,
} from './office.js';

type Trx = Transaction<DB>;
type Actor = AuditEntry['actor'];

export type OfficialStatus = 'current' | 'scheduled' | 'retired';

export function statusOn(row: OfficialRecord, day: string): OfficialStatus {
  if (!row.isActive || (row.validUntil !== null && row.validUntil <= day)) return 'retired';
  if (row.validFrom !== null && row.validFrom > day) return 'scheduled';
  return 'current';
}

/** Still in play on or after `day`: active and not ended by then (current or scheduled). */
const inPlayFrom = (row: OfficialRecord, day: string) =>
  row.isActive && (row.validUntil === null || row.validUntil > day);

const audit = (
  trx: Trx,
  actor: Actor,
  action: string,
  before: OfficialRecord | undefined,
  after: OfficialRecord | undefined,
) => {
  const row = (after ?? before)!;
  const strip = (r: OfficialRecord | undefined) =>
    r && { ...r, portraitData: r.portraitData ? `(${r.portraitData.length} base64 characters)` : null };
  return recordAudit(trx, {
    actor,
    action,
    entity: row.kind,
    entityId: row.id,
    before: strip(before),
    after: strip(after),
  });
};

async function reload(trx: Trx, row: OfficialRecord): Promise<OfficialRecord> {
  return (await findOfficial(trx, row.kind, row.id))!;
}

/** Ends a row's service on `until`; from that day it answers no more (retired at once when due). */
export async function endService(
  trx: Trx,
  row: OfficialRecord,
  until: string,
  actor: Actor,
  action: string,
): Promise<OfficialRecord> {
  await updateOfficial(trx, row.kind, row.id, { validUntil: until, isActive: until > today() });
  const after = await reload(trx, row);
  await audit(trx, actor, action, row, after);
  return after;
}

export interface Appointment {
  kind: OfficeKind;
  state: string;
  name: string;
  party: string;
  seat: number | null;
  /** The day the holder takes office; omitted: today. */
  validFrom?: string;
  inaugurationDay?: string | null;
  termEnd?: string | null;
}

/**
 * A new holder of a seat from `validFrom`: whoever holds the seat then is replaced on that day.
 * A successor already scheduled on or after that day is a conflict (edit or retire it instead),
 * unless `replaceScheduled` (an import that knows better).
 */
export async function appoint(
  trx: Trx,
  input: Appointment,
  actor: Actor,
  action = 'create',
  replaceScheduled = false,
): Promise<OfficialRecord> {
  const day = today();
  const from = input.validFrom ?? day;
  const probe = { kind: input.kind, state: input.state, seat: input.seat };
  const stateRows = await listOfficials(trx, input.kind, { state: input.state });
  const holders = stateRows.filter((r) => sameSeat(r, probe) && inPlayFrom(r, from));
  const later = holders.find((r) => r.validFrom !== null && r.validFrom >= from);
  if (later && !replaceScheduled) {
    throw conflict(`${later.name} already takes this seat on ${later.validFrom}: edit or retire that entry first.`);
  }
  if (input.kind === 'senator') {
    const seats = new Set(
      stateRows.filter((r) => inPlayFrom(r, from > day ? from : day) && r.seat !== null).map((r) => r.seat),
    );
    seats.add(input.seat);
    if (seats.size > 2) {
      const held = [...seats].filter((s) => s !== input.seat).join(' and ');
      throw badRequest(
        `${stateName(input.state)} has two Senate seats (classes ${held}): choose the class of the seat the new senator takes.`,
        { senateClass: 'Choose the class of an existing seat' },
      );
    }
  }
  for (const holder of holders) await endService(trx, holder, from, actor, 'replace');
  const id = await insertOfficial(trx, input.kind, input.state, {
    name: input.name.trim(),
    party: input.party,
    seat: input.seat,
    validFrom: from,
    inaugurationDay: input.inaugurationDay ?? from,
    termEnd: input.termEnd ?? null,
    asOf: day,
  });
  const created = (await findOfficial(trx, input.kind, id))!;
  await audit(trx, actor, action, undefined, created);
  return created;
}

/** A correction of a row. Moving a scheduled start also moves the predecessor's end with it. */
export async function correct(
  trx: Trx,
  kind: OfficeKind,
  id: number,
  changes: OfficialValues,
  actor: Actor,
  action = 'update',
): Promise<OfficialRecord> {
  const row = await findOfficial(trx, kind, id);
  if (!row) throw notFound(`No ${kind} with id ${id}`);
  if (changes.validFrom !== undefined && changes.validFrom !== row.validFrom) {
    if (changes.validFrom && row.validUntil && changes.validFrom >= row.validUntil) {
      throw badRequest(`The start day must come before the day this term ended (${row.validUntil}).`, {
        validFrom: 'Must be before the end of the term',
      });
    }
    if (row.validFrom) {
      const predecessors = (await listOfficials(trx, kind, { state: row.state })).filter(
        (r) => r.id !== row.id && sameSeat(r, row) && r.validUntil === row.validFrom,
      );
      for (const p of predecessors) {
        if (changes.validFrom) await endService(trx, p, changes.validFrom, actor, 'replace');
      }
    }
  }
  await updateOfficial(trx, kind, id, {
    ...changes,
    ...(changes.name ? { name: changes.name.trim() } : {}),
    asOf: today(),
  });
  const after = await reload(trx, row);
  await audit(trx, actor, action, row, after);
  return after;
}

/**
 * Retires a row from `effectiveDate` (default today). A successor that has not taken office yet is
 * cancelled instead, and the holder it would have replaced keeps the seat.
 */
export async function retire(
  trx: Trx,
  kind: OfficeKind,
  id: number,
  effectiveDate: string | undefined,
  actor: Actor,
): Promise<OfficialRecord> {
  const day = today();
  const row = await findOfficial(trx, kind, id);
  if (!row) throw notFound(`No ${kind} with id ${id}`);
  if (statusOn(row, day) === 'retired') throw conflict(`${row.name} is already retired.`);
  if (statusOn(row, day) === 'scheduled') {
    const predecessors = (await listOfficials(trx, kind, { state: row.state })).filter(
      (r) => r.id !== row.id && sameSeat(r, row) && r.validUntil === row.validFrom,
    );
    for (const p of predecessors) {
      await updateOfficial(trx, kind, p.id, { validUntil: null, isActive: true });
      await audit(trx, actor, 'restore', p, await reload(trx, p));
    }
    await updateOfficial(trx, kind, row.id, { validUntil: row.validFrom, isActive: false });
    const cancelled = await reload(trx, row);
    await audit(trx, actor, 'cancel', row, cancelled);
    return cancelled;
  }
  const until = effectiveDate ?? day;
  if (row.validFrom && until <= row.validFrom) {
    throw badRequest(`The retirement day must come after the day ${row.name} took office (${row.validFrom}).`, {
      effectiveDate: 'Must be after the start of the term',
    });
  }
  return endService(trx, row, until, actor, 'retire');
}

// Compares an officials file with the database, seat by seat, for the states the file covers
// (a partial file never retires another state's officials), and applies that comparison.
// added: a person the seat does not have yet, from their term's start (replacing the holder then);
// changed: the same person with another party or term end; cosmetic: the same person spelt another
// way ("Democrat" → "Democratic"); retired: holders a successor replaces; unchanged: holders the file
// confirms (their as-of date is refreshed). A seat the file does not mention is left as it is
// (issue 19: Iowa's file retired Grassley), and a future row the file does not confirm (a successor
// entered by hand) is listed as `scheduled`: the file's own holder for that seat waits while it is kept.
import type { OfficialsImportResult, OfficialsImportRow, OfficialsImportScheduledRow } from '@civics/sync-protocol';
import type { Transaction } from 'kysely';
import type { DB, DbOrTrx } from '../../db/database.js';
import type { AuditEntry } from '../../services/audit.js';
import { today } from './clock.js';
import type { IncomingOfficial, ParsedFile } from './import-parse.js';
import { listOfficials, sameSeat, updateOfficial, type OfficialRecord } from './office.js';
import { appoint, correct, endService, statusOn } from './terms.js';

/** "Adam B. Schiff" and "Adam Schiff" are one person: same first and last word, accents aside. */
const nameKey = (name: string) => {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z\s-]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !/^(jr|sr|ii|iii|iv)$/.test(w));
  return `${words[0] ?? ''} ${words.at(-1) ?? ''}`;
};

/** A stored party read as the form's vocabulary: "Democrat" and "Democratic" are one party. */
const partyKey = (party: string) =>
  party
    .trim()
    .toLowerCase()
    .replace(/^democrat(ic)?\b.*/, 'democratic');

export interface Plan {
  result: OfficialsImportResult;
  add: IncomingOfficial[];
  change: Array<{ row: OfficialRecord; person: IncomingOfficial; rename: boolean }>;
  retire: OfficialRecord[];
  /** Holders the file confirms unchanged: their as-of date is refreshed on apply. */
  confirm: OfficialRecord[];
}

const rowOf = (r: OfficialRecord): OfficialsImportRow => ({
  id: r.id,
  state: r.state,
  name: r.name,
  party: r.party,
  senateClass: r.seat,
  effectiveDate: r.validFrom,
  termEnd: r.termEnd,
});
const incomingRow = (p: IncomingOfficial, effectiveDate: string | null): OfficialsImportRow => ({
  state: p.state,
  name: p.name,
  party: p.party,
  senateClass: p.seat,
  effectiveDate,
  termEnd: p.termEnd,
  line: p.line,
});

export async function planImport(db: DbOrTrx, file: ParsedFile, dryRun: boolean): Promise<Plan> {
  const day = today();
  const kind = file.kind;
  const states = new Set(file.people.map((p) => p.state));
  const inPlay = (await listOfficials(db, kind)).filter((r) => states.has(r.state) && statusOn(r, day) !== 'retired');
  const result: OfficialsImportResult = {
    kind: kind === 'senator' ? 'senators' : 'governors',
    dryRun,
    format: file.format,
    added: [],
    changed: [],
    retired: [],
    cosmetic: [],
    scheduled: [],
    pastDates: [],
    badRows: file.badRows,
    endedSkipped: file.ended.map((p) => incomingRow(p, p.start)),
    unchanged: 0,
  };
  const plan: Plan = { result, add: [], change: [], retire: [], confirm: [] };
  const matched = new Set<number>();
  const waiting = new Map<number, OfficialsImportScheduledRow['fileHolder']>();

  for (const person of file.people) {
    const probe = { kind, state: person.state, seat: person.seat };
    const seatRows = inPlay.filter((r) => sameSeat(r, probe));
    const same = seatRows.find((r) => nameKey(r.name) === nameKey(person.name));
    if (same) {
      matched.add(same.id);
      // A holder already leaving for this person (entered by an admin before) needs nothing more.
      for (const r of seatRows) if (r.validUntil && same.validFrom && r.validUntil <= same.validFrom) matched.add(r.id);
      const changes: Record<string, { from: string | null; to: string | null }> = {};
      if (same.party !== person.party) changes.party = { from: same.party, to: person.party };
      if (person.termEnd && same.termEnd !== person.termEnd)
        changes.termEnd = { from: same.termEnd, to: person.termEnd };
      if (same.name !== person.name) changes.name = { from: same.name, to: person.name };
      if (Object.keys(changes).length === 0) {
        result.unchanged += 1;
        plan.confirm.push(same);
        continue;
      }
      plan.change.push({ row: same, person, rename: 'name' in changes });
      // Only spelling differs (the party vocabulary, a middle initial): last, in its own group.
      const cosmetic = !changes.termEnd && (!changes.party || partyKey(same.party) === partyKey(person.party));
      (cosmetic ? result.cosmetic : result.changed).push({
        ...rowOf(same),
        party: person.party,
        termEnd: person.termEnd ?? same.termEnd,
        line: person.line,
        changes,
      });
      continue;
    }
    const from = person.start && person.start > day ? person.start : (person.start ?? day);
    // A future row the file does not know (a successor entered by hand) that this person would
    // cancel: the admin keeps it unless they untick it (cancelled before planning), so this person waits.
    const kept = seatRows.filter(
      (r) => statusOn(r, day) === 'scheduled' && r.validFrom !== null && r.validFrom >= from,
    );
    if (kept.length) {
      for (const r of kept) waiting.set(r.id, { name: person.name, effectiveDate: from, line: person.line });
      continue;
    }
    const replaced = seatRows.filter((r) => r.validUntil === null || r.validUntil > from);
    for (const r of replaced) {
      matched.add(r.id);
      result.retired.push({ ...rowOf(r), effectiveDate: from });
    }
    plan.add.push(person);
    const added = { ...incomingRow(person, from), ...(replaced[0] ? { id: replaced[0].id } : {}) };
    result.added.push(added);
    if (from < day) result.pastDates.push(added);
  }
  // A holder the file does not name keeps the seat: a file listing one of a state's senators (or
  // made before a hand-entered successor takes office) says nothing about the other seat. Only a
  // successor for that seat (above) or an explicit end date entered by the admin ends a term.
  result.scheduled = inPlay
    .filter((r) => statusOn(r, day) === 'scheduled' && !matched.has(r.id))
    .map((r) => ({
      ...rowOf(r),
      id: r.id,
      keep: true,
      ...(waiting.has(r.id) ? { fileHolder: waiting.get(r.id) } : {}),
    }));
  return plan;
}

/** Writes a plan in the caller's transaction: corrections, new holders, then the confirmed holders' as-of date. */
export async function applyImport(
  trx: Transaction<DB>,
  kind: 'senator' | 'governor',
  plan: Plan,
  actor: AuditEntry['actor'],
): Promise<void> {
  const day = today();
  for (const row of plan.retire) await endService(trx, row, day, actor, 'import-retire');
  for (const { row, person, rename } of plan.change) {
    await correct(
      trx,
      kind,
      row.id,
      {
        party: person.party,
        ...(person.termEnd ? { termEnd: person.termEnd } : {}),
        ...(rename ? { name: person.name } : {}),
      },
      actor,
      'import-update',
    );
  }
  for (const person of plan.add) {
    // Never replaceScheduled: the plan has left out every person who would cancel a kept future row,
    // so a conflict here is a bug to refuse, not a successor to cancel quietly.
    await appoint(
      trx,
      {
        kind,
        state: person.state,
        name: person.name,
        party: person.party,
        seat: person.seat,
        validFrom: person.start ?? day,
        inaugurationDay: person.since,
        termEnd: person.termEnd,
      },
      actor,
      'import-create',
      false,
    );
  }
  // The file confirms these holders as they are: learners' "as of" date moves to today.
  for (const row of plan.confirm) await updateOfficial(trx, kind, row.id, { asOf: day });
}

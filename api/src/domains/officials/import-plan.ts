// Compares an officials file with the database, seat by seat, for the states the file covers
// (a partial file never retires another state's officials), and applies that comparison.
// added: a person the seat does not have yet, from their term's start (replacing the holder then);
// changed: the same person with another party or term end; retired: holders a successor replaces.
// A seat the file does not mention is left as it is (issue 19: Iowa's file retired Grassley).
import { type OfficialsImportResult, type OfficialsImportRow } from '@civics/sync-protocol';
import type { Transaction } from 'kysely';
import type { DB, DbOrTrx } from '../../db/database.js';
import type { AuditEntry } from '../admin/audit.js';
import { today } from './clock.js';
import type { IncomingOfficial, ParsedFile } from './import-parse.js';
import { listOfficials, sameSeat, type OfficialRecord } from './office.js';
import { appoint, correct, endService, statusOn } from './terms.js';

/** "Adam B. Schiff" and "Adam Schiff" are one person: same first and last word, accents aside. */
const nameKey = (name: string) => {
  const words = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z\s-]/g, ' ').split(/\s+/).filter((w) => w && !/^(jr|sr|ii|iii|iv)$/.test(w));
  return `${words[0] ?? ''} ${words.at(-1) ?? ''}`;
};

interface Plan {
  result: OfficialsImportResult;
  add: IncomingOfficial[];
  change: Array<{ row: OfficialRecord; person: IncomingOfficial }>;
  retire: OfficialRecord[];
}

export async function planImport(db: DbOrTrx, file: ParsedFile, dryRun: boolean): Promise<Plan> {
  const day = today();
  const kind = file.kind;
  const states = new Set(file.people.map((p) => p.state));
  const inPlay = (await listOfficials(db, kind)).filter((r) => states.has(r.state) && statusOn(r, day) !== 'retired');
  const plan: Plan = { result: { kind: kind === 'senator' ? 'senators' : 'governors', dryRun, added: [], changed: [], retired: [], unchanged: 0 }, add: [], change: [], retire: [] };
  const matched = new Set<number>();

  for (const person of file.people) {
    const probe = { kind, state: person.state, seat: person.seat };
    const seatRows = inPlay.filter((r) => sameSeat(r, probe));
    const same = seatRows.find((r) => nameKey(r.name) === nameKey(person.name));
    if (same) {
      matched.add(same.id);
      // A holder already leaving for this person (entered by an admin before) needs nothing more.
      for (const r of seatRows) if (r.validUntil && same.validFrom && r.validUntil <= same.validFrom) matched.add(r.id);
      const changes: Record<string, { from: string | null; to: string | null }> = {};
      // Stored "Democrat" becomes "Democratic": one party vocabulary.
      if (same.party !== person.party) changes.party = { from: same.party, to: person.party };
      if (person.termEnd && same.termEnd !== person.termEnd) changes.termEnd = { from: same.termEnd, to: person.termEnd };
      if (Object.keys(changes).length === 0) plan.result.unchanged += 1;
      else {
        plan.change.push({ row: same, person });
        plan.result.changed.push({ id: same.id, state: same.state, name: same.name, party: person.party, senateClass: same.seat, effectiveDate: same.validFrom, termEnd: person.termEnd, changes });
      }
      continue;
    }
    const from = person.start && person.start > day ? person.start : (person.start ?? day);
    const replaced = seatRows.filter((r) => r.validUntil === null || r.validUntil > from);
    for (const r of replaced) {
      matched.add(r.id);
      plan.result.retired.push({ id: r.id, state: r.state, name: r.name, party: r.party, senateClass: r.seat, effectiveDate: from, termEnd: r.termEnd });
    }
    plan.add.push(person);
    plan.result.added.push({ id: replaced[0]?.id, state: person.state, name: person.name, party: person.party, senateClass: person.seat, effectiveDate: from, termEnd: person.termEnd });
  }
  // A holder the file does not name keeps the seat: a file listing one of a state's senators (or
  // made before a hand-entered successor takes office) says nothing about the other seat. Only a
  // successor for that seat (above) or an explicit end date entered by the admin ends a term.
  return plan;
}

/** Writes a plan in the caller's transaction: empty seats first, then corrections, then new holders. */
export async function applyImport(trx: Transaction<DB>, kind: 'senator' | 'governor', plan: Plan, actor: AuditEntry['actor']): Promise<void> {
  const day = today();
  for (const row of plan.retire) await endService(trx, row, day, actor, 'import-retire');
  for (const { row, person } of plan.change) {
    await correct(trx, kind, row.id, { party: person.party, ...(person.termEnd ? { termEnd: person.termEnd } : {}) }, actor, 'import-update');
  }
  for (const person of plan.add) {
    await appoint(
      trx,
      { kind, state: person.state, name: person.name, party: person.party, seat: person.seat, validFrom: person.start ?? day, inaugurationDay: person.since, termEnd: person.termEnd },
      actor,
      'import-create',
      true,
    );
  }
}

export type { OfficialsImportRow };

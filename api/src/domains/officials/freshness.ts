// Which answers need checking: officials whose term end has come (and no successor is entered) or
// whose data was last checked more than six months ago, and time-sensitive questions (President,
// Speaker ...) whose as-of date is that old. The state-dependent questions are not listed: their
// answers come from the officials, which are.
import type { FreshnessReport } from '@civics/sync-protocol';
import type { DbOrTrx } from '../../db/database.js';
import { sixMonthsBefore, today } from './clock.js';
import { listOfficials } from './office.js';
import { statusOn } from './terms.js';

const PLACE_KINDS = ['senators', 'governor', 'stateCapital', 'representative'];
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** "As of April 2026, ..." in an explanation as 2026-04-01 (the seed's wording), else null. */
export function asOfInText(text: string): string | null {
  const iso = /as of (\d{4}-\d{2}-\d{2})/i.exec(text);
  if (iso) return iso[1]!;
  const month = /as of ([a-z]+) (\d{4})/i.exec(text);
  const index = month ? MONTHS.indexOf(month[1]!.toLowerCase()) : -1;
  return month && index >= 0 ? `${month[2]}-${String(index + 1).padStart(2, '0')}-01` : null;
}

export async function freshnessReport(db: DbOrTrx): Promise<FreshnessReport> {
  const day = today();
  const staleBefore = sixMonthsBefore(day);
  const officials: FreshnessReport['officials'] = [];
  for (const kind of ['senator', 'governor'] as const) {
    for (const row of await listOfficials(db, kind)) {
      if (statusOn(row, day) !== 'current') continue;
      const reasons: Array<'termEnded' | 'stale'> = [];
      // A holder whose successor is entered (validUntil set) is taken care of.
      if (row.termEnd && row.termEnd <= day && row.validUntil === null) reasons.push('termEnded');
      if (row.asOf.slice(0, 10) < staleBefore) reasons.push('stale');
      if (reasons.length) officials.push({ kind, id: row.id, state: row.state, name: row.name, termEnd: row.termEnd, asOf: row.asOf, reasons });
    }
  }
  const rows = await db
    .selectFrom('questions')
    .selectAll()
    .where('isTimeSensitive', '=', 1)
    .where('isActive', '=', 1)
    .orderBy('version')
    .orderBy('officialNumber')
    .execute();
  const questions = rows
    .filter((q) => !PLACE_KINDS.includes(q.dynamicKind ?? ''))
    .map((q) => ({ id: q.id, version: q.version, officialNumber: q.officialNumber, questionText: q.questionText, asOf: q.answerAsOf ?? asOfInText(q.explanation) ?? q.updatedAt.slice(0, 10) }))
    .filter((q) => q.asOf < staleBefore);
  return { today: day, staleBefore, officials, questions };
}

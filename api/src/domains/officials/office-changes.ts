// What the device needs to notice a term that ends with nobody new entered (issue 34 item 11): each
// senators/governor question of the learner's state and each officeholder question carries, for the
// holders in force on the bundle window's first day, the day their term ends, the day the successor
// the operator entered takes office (null while nobody is), and the official site to check. The
// device decides by its own local day (officeChangeOn in sync-protocol), offline too; when the
// operator enters the successor, the next bundle carries its day and the notice goes, with no app update.
import { officialSite, type OfficeChange, type QuestionDto } from '@civics/sync-protocol';
import type { DbOrTrx, UserRow } from '../../db/database.js';
import { bundleWindow } from './clock.js';
import { officeOf } from './officeholder-render.js';
import { listOfficeholders, officeholderStatus, type OfficeholderRow } from './officeholders.js';
import { listOfficials, sameSeat, type OfficeKind, type OfficialRecord } from './office.js';
import { statusOn } from './terms.js';

type WithChanges = QuestionDto & { officeChanges?: OfficeChange[] };

const KIND_OF: Record<string, OfficeKind> = { senators: 'senator', governor: 'governor' };

/** The first day a later, not cancelled row of the holder's seat takes office, or null. */
const successorFrom = (starts: Array<string | null>): string | null =>
  starts.filter((d): d is string => d !== null).sort()[0] ?? null;

/** The changes of one state's senators or governor, from the rows in force on `day`. */
export function seatChanges(kind: OfficeKind, rows: OfficialRecord[], day: string): OfficeChange[] {
  const changes: OfficeChange[] = [];
  for (const holder of rows.filter((r) => statusOn(r, day) === 'current')) {
    const endsOn = holder.validUntil ?? holder.termEnd;
    if (endsOn === null) continue;
    const next = rows
      .filter((r) => r.id !== holder.id && sameSeat(r, holder) && statusOn(r, day) === 'scheduled')
      .map((r) => r.validFrom);
    changes.push({ endsOn, successorFrom: successorFrom(next), site: officialSite(kind, holder.state) });
  }
  return changes;
}

/** The change of a national office: officeholders have no recorded term end, only a retirement entered. */
export function officeholderChanges(
  office: Parameters<typeof officialSite>[0],
  rows: OfficeholderRow[],
  day: string,
): OfficeChange[] {
  const holder = rows.filter((r) => officeholderStatus(r, day) === 'current').at(-1);
  if (!holder?.validUntil) return [];
  const next = rows.filter((r) => officeholderStatus(r, day) === 'scheduled').map((r) => r.validFrom);
  return [{ endsOn: holder.validUntil, successorFrom: successorFrom(next), site: officialSite(office) }];
}

export async function addOfficeChanges(db: DbOrTrx, user: UserRow, questions: WithChanges[]): Promise<void> {
  const day = bundleWindow().from;
  const byKind = new Map<OfficeKind, OfficeChange[]>();
  let officeholders: OfficeholderRow[] | null = null;
  for (const question of questions) {
    const kind = question.dynamicKind ? KIND_OF[question.dynamicKind] : undefined;
    if (kind && user.state) {
      if (!byKind.has(kind))
        byKind.set(kind, seatChanges(kind, await listOfficials(db, kind, { state: user.state }), day));
      const changes = byKind.get(kind)!;
      if (changes.length) question.officeChanges = changes;
      continue;
    }
    const office = officeOf(question);
    if (!office) continue;
    officeholders ??= await listOfficeholders(db);
    const changes = officeholderChanges(
      office,
      officeholders.filter((r) => r.office === office),
      day,
    );
    if (changes.length) question.officeChanges = changes;
  }
}

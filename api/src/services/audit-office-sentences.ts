// The audit log's sentences about appointments: a state's senators and governors and the national
// offices ("admin lan changed Alaska's governor from A to B from 2026-12-07"), and the pairing of an
// appointment with the holder it replaced.
import type { AuditRecord } from './audit.js';
import { asFields, auditChanges, fieldName, show, text, type Fields } from './audit-values.js';

const OFFICES: Record<string, string> = { senator: 'senator', governor: 'governor' };
/** The national offices (entity 'officeholder'), by the office they store. */
const OFFICEHOLDER_TITLES: Record<string, string> = {
  president: 'President',
  vicePresident: 'Vice President',
  speaker: 'Speaker of the House',
  chiefJustice: 'Chief Justice',
};
/** Entities whose entries are appointments: a state's senators and governors, the national offices. */
export const isOfficeEntity = (entity: string) => entity in OFFICES || entity === 'officeholder';

/** An appointment's sentence; `predecessor`: the holder it replaced, paired on the page (predecessorsOf). */
export function officialSentence(entry: AuditRecord, predecessor: string | undefined): string {
  const after = asFields(entry.after) ?? {};
  const before = asFields(entry.before) ?? {};
  const row = Object.keys(after).length ? after : before;
  const office =
    entry.entity === 'officeholder'
      ? (OFFICEHOLDER_TITLES[text(row.office) ?? ''] ?? text(row.office) ?? 'an office')
      : `${text(row.stateName) ?? text(row.state) ?? 'a state'}'s ${OFFICES[entry.entity] ?? entry.entity}`;
  const name = text(after.name) ?? text(before.name) ?? 'someone';
  switch (entry.action) {
    case 'create':
    case 'import-create': {
      const from = text(after.validFrom);
      if (predecessor) return `changed ${office} from ${predecessor} to ${name}${from ? ` from ${from}` : ''}`;
      return `added ${name} as ${office}${from ? ` from ${from}` : ''}`;
    }
    case 'replace':
      return `ended ${name}'s service as ${office} on ${show(after.validUntil)} (a successor takes over)`;
    case 'retire':
    case 'import-retire':
      return `retired ${name} as ${office} from ${show(after.validUntil)}`;
    case 'cancel':
      return `cancelled ${name}'s scheduled start as ${office}`;
    case 'restore':
      return `kept ${name} as ${office} (the successor was cancelled)`;
    case 'portrait':
      return `replaced the portrait of ${office}`;
    case 'import':
      return importSentence(entry.entity, after);
    default: {
      if (text(before.name) && text(after.name) && before.name !== after.name)
        return `changed ${office} from ${show(before.name)} to ${show(after.name)}`;
      const changed = auditChanges(entry.before, entry.after).map((c) => fieldName(c.field));
      return `corrected ${name} as ${office}${changed.length ? ` (${changed.join(', ')})` : ''}`;
    }
  }
}

/** "imported the senators from legislators-current.yaml: 1 added, 2 changed, ..., past start days confirmed". */
function importSentence(entity: string, after: Fields): string {
  // [field, words for one, words for more]; added, changed and retired always, the rest when any.
  const counts: Array<[string, string, string]> = [
    ['added', 'added', 'added'],
    ['changed', 'changed', 'changed'],
    ['cosmetic', 'respelt', 'respelt'],
    ['retired', 'retired', 'retired'],
    ['cancelled', 'future entry cancelled', 'future entries cancelled'],
    ['kept', 'future entry kept', 'future entries kept'],
    ['unchanged', 'confirmed unchanged', 'confirmed unchanged'],
    ['endedSkipped', 'ended term skipped', 'ended terms skipped'],
  ];
  const always = new Set(['added', 'changed', 'retired']);
  const parts = counts
    .filter(([key]) => key in after && (always.has(key) || Number(after[key]) > 0))
    .map(([key, one, many]) => `${show(after[key])} ${Number(after[key]) === 1 ? one : many}`);
  const file = text(after.fileName);
  const confirmed = after.pastDatesConfirmed === true ? ', past start days confirmed' : '';
  return `imported the ${OFFICES[entity] ?? entity}s${file ? ` from ${file}` : ''}: ${parts.join(', ')}${confirmed}`;
}

/**
 * An appointment ends the holder's service (a 'replace' entry) in the same transaction as it
 * records the new holder: pair them on the page by office, state and day so the sentence can say
 * "from A to B".
 */
export function predecessorsOf(entries: readonly AuditRecord[]): Map<number, string> {
  const found = new Map<number, string>();
  for (const entry of entries) {
    if (!isOfficeEntity(entry.entity) || !['create', 'import-create'].includes(entry.action)) continue;
    const after = asFields(entry.after) ?? {};
    const replaced = entries.find((other) => {
      const ended = asFields(other.after) ?? {};
      return (
        other.action === 'replace' &&
        other.entity === entry.entity &&
        other.actorId === entry.actorId &&
        ended.state === after.state &&
        ended.seat === after.seat &&
        ended.office === after.office &&
        ended.validUntil === after.validFrom &&
        Math.abs(Date.parse(other.createdAt) - Date.parse(entry.createdAt)) < 60_000
      );
    });
    const name = text(asFields(replaced?.after)?.name);
    if (name) found.set(entry.id, name);
  }
  return found;
}

// The audit log as an operator reads it: one sentence per entry with names ("admin lan approved
// minh_ng at level 1", "admin lan changed Alaska's governor from A to B from 2026-12-07") and the
// fields that changed, built from the stored entry. Names are resolved here, on the server, from the
// entry itself or from the tables, so the screen and the CSV never show "user #2" or raw JSON.
import type { DbOrTrx } from '../db/database.js';
import type { AuditRecord } from './audit.js';
import { asFields, auditChanges, show, text, type Fields } from './audit-values.js';

const LANGUAGES: Record<string, string> = {
  vi: 'Vietnamese',
  ko: 'Korean',
  zh: 'Chinese',
  'zh-TW': 'Chinese (Traditional)',
  es: 'Spanish',
  fr: 'French',
};
const OFFICES: Record<string, string> = { senator: 'senator', governor: 'governor' };

/** Names the entries refer to by number only: users (accounts, claims' payers). */
export interface AuditNames {
  users: Map<number, string>;
  claimUsers: Map<number, string>;
  /** The holder an appointment replaced, keyed by the new official's entry id. */
  predecessors: Map<number, string>;
}

function userName(entry: AuditRecord, names: AuditNames): string {
  const fields = asFields(entry.after) ?? asFields(entry.before);
  const id = Number(entry.entityId);
  return (
    text(fields?.username) ??
    names.users.get(id) ??
    (entry.action === 'delete-own-account' ? 'a deleted account' : 'an account that no longer exists')
  );
}

function userSentence(entry: AuditRecord, names: AuditNames): string {
  const who = userName(entry, names);
  const after = asFields(entry.after) ?? {};
  const before = asFields(entry.before) ?? {};
  switch (entry.action) {
    case 'approve':
      return `approved ${who} at level ${show(after.approvalLevel)}`;
    case 'undo-approve':
      return `undid the approval of ${who} (back to level ${show(after.approvalLevel)})`;
    case 'disable':
      return `disabled ${who}'s account`;
    case 'enable':
      return `enabled ${who}'s account again`;
    case 'sign-out':
      return `signed ${who} out everywhere (${show(after.endedSessions)} session(s))`;
    case 'resend-verification':
      return `sent ${who} a new verification code`;
    case 'upgrade':
      return `raised ${who} to level ${show(after.approvalLevel)} until ${show(after.endDate)} after a payment`;
    case 'expire':
      return `${who}'s paid level ${show(before.approvalLevel)} ended; back to level ${show(after.approvalLevel)}`;
    case 'delete-own-account':
      return `an account was deleted by its owner`;
    case 'update': {
      const changed = auditChanges(entry.before, entry.after).map((c) => c.field);
      return changed.length
        ? `changed ${who}'s ${changed.map(fieldName).join(', ')}`
        : `saved ${who}'s account without changes`;
    }
    default:
      return `${entry.action} ${who}`;
  }
}

const FIELD_NAMES: Record<string, string> = {
  approvalLevel: 'level',
  isApproved: 'approval',
  endDate: 'end date',
  disabledAt: 'disabled date',
  emailVerified: 'email verification',
  validFrom: 'start day',
  validUntil: 'end day',
  termEnd: 'term end',
  questionText: 'question text',
};
const fieldName = (field: string): string => FIELD_NAMES[field] ?? field;

function officialSentence(entry: AuditRecord, names: AuditNames): string {
  const after = asFields(entry.after) ?? {};
  const before = asFields(entry.before) ?? {};
  const row = Object.keys(after).length ? after : before;
  const office = `${text(row.stateName) ?? text(row.state) ?? 'a state'}'s ${OFFICES[entry.entity] ?? entry.entity}`;
  const name = text(after.name) ?? text(before.name) ?? 'someone';
  switch (entry.action) {
    case 'create':
    case 'import-create': {
      const predecessor = names.predecessors.get(entry.id);
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

function verb(action: string): string {
  const verbs: Record<string, string> = {
    create: 'added',
    update: 'changed',
    delete: 'deleted',
    deactivate: 'retired',
    import: 'imported',
    confirm: 'confirmed',
    reject: 'rejected',
  };
  return verbs[action] ?? action;
}

function otherSentence(entry: AuditRecord, names: AuditNames): string {
  const after = asFields(entry.after) ?? {};
  const before = asFields(entry.before) ?? {};
  const row = Object.keys(after).length ? after : before;
  switch (entry.entity) {
    case 'question': {
      if (entry.action === 'import') return `imported questions from the reference data`;
      const number = text(row.officialNumber);
      const bank = text(row.version);
      return `${verb(entry.action)} question ${number ?? ''}${bank ? ` of the ${bank} bank` : ''}`.replace('  ', ' ');
    }
    case 'translation': {
      const language = LANGUAGES[text(row.language) ?? ''] ?? text(row.language) ?? 'a';
      return `${verb(entry.action)} the ${language} translation of question ${show(row.questionNumber ?? row.questionId)}`;
    }
    case 'category':
    case 'subcategory':
      return `${verb(entry.action)} the ${entry.entity} "${show(row.name)}"`;
    case 'pricing_plan':
      return `${verb(entry.action)} the plan "${show(row.name)}"`;
    case 'payment_claim': {
      const payer = names.claimUsers.get(Number(entry.entityId));
      return `${verb(entry.action)} a payment${payer ? ` from ${payer}` : ''}`;
    }
    case 'system-settings':
      return `changed the system settings`;
    case 'session':
      return `ended a session of ${names.users.get(Number(row.userId)) ?? 'an account'}${text(row.device) ? ` on ${show(row.device)}` : ''}`;
    default:
      if (entry.entity.startsWith('n400-')) return n400Sentence(entry);
      return `${verb(entry.action)} ${entry.entity.replace(/[_-]/g, ' ')}`;
  }
}

const N400_KIND_NAMES: Record<string, string> = {
  part9: 'Part 9 item',
  vocabulary: 'word',
  personal: "officer's question",
};

/** "changed the N-400 Part 9 item 9-1", "reviewed the Vietnamese translation of the N-400 word ..." (issue 32). */
function n400Sentence(entry: AuditRecord): string {
  const [, kind = '', translation] = entry.entity.split('-');
  const kinds = `N-400 ${N400_KIND_NAMES[kind] ?? kind}s`;
  if (entry.action === 'reorder') return `reordered the ${kinds}`;
  if (entry.action === 'import') {
    const after = asFields(entry.after) ?? {};
    return `imported ${kinds}: ${show(after.added)} added, ${show(after.changed)} changed`;
  }
  const [id, language] = (entry.entityId ?? '').split(':');
  const item = `the N-400 ${N400_KIND_NAMES[kind] ?? kind} ${id}`;
  if (!translation) return `${verb(entry.action)} ${item}`;
  const name = LANGUAGES[language ?? ''] ?? language;
  return `${entry.action === 'approve' ? 'reviewed' : 'changed'} the ${name} translation of ${item}`;
}

/** "admin lan approved minh_ng at level 1" (the system's own changes: "The system ..."). */
export function auditSentence(entry: AuditRecord, names: AuditNames): string {
  const actor = entry.actorName ? `admin ${entry.actorName}` : 'the system';
  const what =
    entry.entity === 'user'
      ? userSentence(entry, names)
      : entry.entity in OFFICES
        ? officialSentence(entry, names)
        : otherSentence(entry, names);
  if (entry.action === 'expire' || entry.action === 'delete-own-account')
    return what.charAt(0).toUpperCase() + what.slice(1);
  const sentence = `${actor} ${what}`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** Looks up, in a few queries, the names a page of entries refers to by number. */
export async function resolveAuditNames(db: DbOrTrx, entries: readonly AuditRecord[]): Promise<AuditNames> {
  const userIds = new Set<number>();
  const claimIds = new Set<number>();
  for (const entry of entries) {
    if (entry.entity === 'user' && entry.entityId) userIds.add(Number(entry.entityId));
    if (entry.entity === 'session') {
      const id = Number(asFields(entry.before)?.userId);
      if (Number.isInteger(id)) userIds.add(id);
    }
    if (entry.entity === 'payment_claim' && entry.entityId) claimIds.add(Number(entry.entityId));
  }
  const claimUsers = new Map<number, string>();
  if (claimIds.size) {
    const claims = await db
      .selectFrom('paymentClaims')
      .innerJoin('users', 'users.id', 'paymentClaims.userId')
      .select(['paymentClaims.id as id', 'users.username as username'])
      .where('paymentClaims.id', 'in', [...claimIds])
      .execute();
    for (const claim of claims) claimUsers.set(claim.id, claim.username);
  }
  const users = new Map<number, string>();
  const ids = [...userIds].filter(Number.isInteger);
  if (ids.length) {
    for (const row of await db.selectFrom('users').select(['id', 'username']).where('id', 'in', ids).execute())
      users.set(row.id, row.username);
  }
  return { users, claimUsers, predecessors: predecessorsOf(entries) };
}

/**
 * An appointment ends the holder's service (a 'replace' entry) in the same transaction as it
 * records the new holder: pair them on the page by office, state and day so the sentence can say
 * "from A to B".
 */
function predecessorsOf(entries: readonly AuditRecord[]): Map<number, string> {
  const found = new Map<number, string>();
  for (const entry of entries) {
    if (!(entry.entity in OFFICES) || !['create', 'import-create'].includes(entry.action)) continue;
    const after = asFields(entry.after) ?? {};
    const replaced = entries.find((other) => {
      const ended = asFields(other.after) ?? {};
      return (
        other.action === 'replace' &&
        other.entity === entry.entity &&
        other.actorId === entry.actorId &&
        ended.state === after.state &&
        ended.seat === after.seat &&
        ended.validUntil === after.validFrom &&
        Math.abs(Date.parse(other.createdAt) - Date.parse(entry.createdAt)) < 60_000
      );
    });
    const name = text(asFields(replaced?.after)?.name);
    if (name) found.set(entry.id, name);
  }
  return found;
}

// The audit log as an operator reads it: one sentence per entry with names ("admin lan approved
// minh_ng at level 1", "admin lan changed Alaska's governor from A to B from 2026-12-07") and the
// fields that changed, built from the stored entry. Names are resolved here, on the server, from the
// entry itself or from the tables, so the screen and the CSV never show "user #2" or raw JSON.
import type { DbOrTrx } from '../db/database.js';
import type { AuditRecord } from './audit.js';
import { asFields, auditChanges, fieldName, show, text } from './audit-values.js';
import { isOfficeEntity, officialSentence, predecessorsOf } from './audit-office-sentences.js';

const LANGUAGES: Record<string, string> = {
  vi: 'Vietnamese',
  ko: 'Korean',
  zh: 'Chinese',
  'zh-TW': 'Chinese (Traditional)',
  es: 'Spanish',
  fr: 'French',
};
/** A stored date or timestamp as the day it names ("2026-12-29"). */
const dayOf = (value: unknown): string | undefined => text(value)?.slice(0, 10);

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
    case 'upgrade': {
      const end = dayOf(after.endDate);
      return `raised ${who} to level ${show(after.approvalLevel)} ${end ? `until ${end}` : 'with no end date'} after a payment`;
    }
    case 'refund': {
      const reason = text(after.reason);
      return `refunded the payment of ${who}${reason ? ` (${reason})` : ''}; back to level ${show(after.approvalLevel)}`;
    }
    case 'registration:replace':
      return `replaced the unverified sign-up ${show(before.username)} with a new sign-up, ${who}`;
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

function verb(action: string): string {
  const verbs: Record<string, string> = {
    create: 'added',
    update: 'changed',
    delete: 'deleted',
    deactivate: 'retired',
    import: 'imported',
    confirm: 'confirmed',
    reject: 'rejected',
    refund: 'refunded',
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
      return `${verb(entry.action)} the plan "${show(row.planName ?? row.name)}"`;
    case 'payment_method':
      return `${verb(entry.action)} the payment method "${show(row.displayName ?? row.method)}"`;
    case 'payment_order': {
      const reason = text(after.reason);
      return `${verb(entry.action)} payment order ${show(entry.entityId)}${reason ? ` (${reason})` : ''}`;
    }
    case 'sign-in-lock': {
      const sources = Array.isArray(entry.before) ? entry.before.length : 0;
      return `lifted the sign-in locks of ${show(entry.entityId)} (${sources} ${sources === 1 ? 'source' : 'sources'})`;
    }
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
      : isOfficeEntity(entry.entity)
        ? officialSentence(entry, names.predecessors.get(entry.id))
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

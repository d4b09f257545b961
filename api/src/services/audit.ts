// The audit log: every admin write records who did what, with the row before and after, in the
// same transaction as the write itself (pass the transaction), so a rolled-back change leaves no entry.
import type { DbOrTrx } from '../db/database.js';
import { nowIso, parseJson } from '../lib/json.js';

export interface AuditEntry {
  /** The admin (or system) who made the change; null for the system itself (imports at start-up). */
  actor: { id: number; username: string } | null;
  /** A verb: create, update, delete, retire, approve, disable, import, translate ... */
  action: string;
  /** The kind of row: user, question, category, senator, governor, translation, setting ... */
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(db: DbOrTrx, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      actorId: entry.actor?.id ?? null,
      actorName: entry.actor?.username ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId == null ? null : String(entry.entityId),
      beforeJson: entry.before === undefined ? null : JSON.stringify(entry.before),
      afterJson: entry.after === undefined ? null : JSON.stringify(entry.after),
      createdAt: nowIso(),
    })
    .execute();
}

export interface AuditRecord {
  id: number;
  actorId: number | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export interface AuditFilter {
  entity?: string;
  entityId?: string;
  /** The acting admin's username ("system" for the system's own entries). */
  actor?: string;
  /** First and last day (UTC, inclusive) as YYYY-MM-DD. */
  from?: string;
  to?: string;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

// createdAt is an ISO string, so day bounds compare as text on both engines.
function filtered(db: DbOrTrx, filter: AuditFilter) {
  let query = db.selectFrom('auditLog');
  if (filter.entity) query = query.where('entity', '=', filter.entity);
  if (filter.entityId) query = query.where('entityId', '=', filter.entityId);
  if (filter.actor === 'system') query = query.where('actorName', 'is', null);
  else if (filter.actor) query = query.where('actorName', '=', filter.actor);
  if (filter.from) query = query.where('createdAt', '>=', filter.from);
  if (filter.to) query = query.where('createdAt', '<', nextDay(filter.to));
  return query;
}

/** Newest first, filtered by kind, row, actor and days. */
export async function listAudit(
  db: DbOrTrx,
  filter: AuditFilter & { limit?: number; offset?: number } = {},
): Promise<AuditRecord[]> {
  const rows = await filtered(db, filter)
    .selectAll()
    .orderBy('id', 'desc')
    .limit(filter.limit ?? 100)
    .offset(filter.offset ?? 0)
    .execute();
  return rows.map(({ beforeJson, afterJson, ...row }) => ({
    ...row,
    before: parseJson<unknown>(beforeJson, null),
    after: parseJson<unknown>(afterJson, null),
  }));
}

/** How many entries `listAudit` would page through with the same filter. */
export async function countAudit(db: DbOrTrx, filter: AuditFilter = {}): Promise<number> {
  const { n } = await filtered(db, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Every admin who has an entry, for the actor filter. */
export async function listAuditActors(db: DbOrTrx): Promise<string[]> {
  const rows = await db
    .selectFrom('auditLog')
    .select('actorName')
    .distinct()
    .where('actorName', 'is not', null)
    .orderBy('actorName')
    .execute();
  return rows.map((row) => row.actorName!);
}

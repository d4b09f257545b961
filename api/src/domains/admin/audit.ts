// The audit log: every admin write records who did what, with the row before and after, in the
// same transaction as the write itself (pass the transaction), so a rolled-back change leaves no entry.
import type { DbOrTrx } from '../../db/database.js';
import { nowIso, parseJson } from '../../lib/json.js';

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

/** Newest first; optionally one kind of row or one row. */
export async function listAudit(
  db: DbOrTrx,
  filter: { entity?: string; entityId?: string; limit?: number; offset?: number } = {},
): Promise<AuditRecord[]> {
  let query = db.selectFrom('auditLog').selectAll();
  if (filter.entity) query = query.where('entity', '=', filter.entity);
  if (filter.entityId) query = query.where('entityId', '=', filter.entityId);
  const rows = await query
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
export async function countAudit(db: DbOrTrx, filter: { entity?: string; entityId?: string } = {}): Promise<number> {
  let query = db.selectFrom('auditLog').select((eb) => eb.fn.countAll().as('n'));
  if (filter.entity) query = query.where('entity', '=', filter.entity);
  if (filter.entityId) query = query.where('entityId', '=', filter.entityId);
  const { n } = await query.executeTakeFirstOrThrow();
  return Number(n);
}

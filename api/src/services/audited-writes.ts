// The admin writes of categories, subcategories, fixed tests, pricing plans and payment methods share
// one shape: in a single transaction find the row (404 without it), write, read the row again and
// audit before and after.
// These helpers hold that shape once; the route keeps its own checks and the write itself.
import type { Transaction } from 'kysely';
import type { DB, Db, DbOrTrx } from '../db/database.js';
import { notFound } from '../lib/http-error.js';
import { recordAudit, type AuditEntry } from './audit.js';

/** A kind of row an admin writes, as the audit log and the 404 answer name it. */
export interface AuditedRows<Row> {
  /** The audit log's entity: 'category', 'test-definition' ... */
  entity: string;
  /** The 404 message when no row has the id. */
  notFoundMessage: string;
  /** The row as the API answers with it (and the audit log keeps it). */
  find: (db: DbOrTrx, id: number) => Promise<Row | undefined>;
}

type Actor = AuditEntry['actor'];

/** The row with this id as the API answers with it, or the kind's 404. */
export async function findOr404<Row>(trx: DbOrTrx, rows: AuditedRows<Row>, id: number): Promise<Row> {
  const row = await rows.find(trx, id);
  if (!row) throw notFound(rows.notFoundMessage);
  return row;
}

/** Inserts a row (`insert` answers its id) and audits it as created; answers the new row. */
export function createAudited<Row>(
  db: Db,
  actor: Actor,
  rows: AuditedRows<Row>,
  insert: (trx: Transaction<DB>) => Promise<number>,
): Promise<Row> {
  return db.transaction().execute(async (trx) => {
    const id = await insert(trx);
    const after = (await rows.find(trx, id))!;
    await recordAudit(trx, { actor, action: 'create', entity: rows.entity, entityId: id, before: null, after });
    return after;
  });
}

/** Changes the row with this id (`action`: 'update', 'deactivate' ...) and audits it; answers the row after. */
export function changeAudited<Row extends { id: number }>(
  db: Db,
  actor: Actor,
  rows: AuditedRows<Row>,
  target: { id: number; action: string },
  change: (trx: Transaction<DB>, before: Row) => Promise<unknown>,
): Promise<Row> {
  return db.transaction().execute(async (trx) => {
    const before = await findOr404(trx, rows, target.id);
    await change(trx, before);
    const after = (await rows.find(trx, before.id))!;
    await recordAudit(trx, { actor, action: target.action, entity: rows.entity, entityId: before.id, before, after });
    return after;
  });
}

/** Deletes the row with this id (`remove` may refuse first) and audits it; answers the row as it was. */
export function deleteAudited<Row extends { id: number }>(
  db: Db,
  actor: Actor,
  rows: AuditedRows<Row>,
  id: number,
  remove: (trx: Transaction<DB>, before: Row) => Promise<void>,
): Promise<Row> {
  return db.transaction().execute(async (trx) => {
    const before = await findOr404(trx, rows, id);
    await remove(trx, before);
    await recordAudit(trx, { actor, action: 'delete', entity: rows.entity, entityId: before.id, before, after: null });
    return before;
  });
}

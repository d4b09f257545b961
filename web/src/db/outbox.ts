// Every learner write goes through writeWithOp: the record and its outbox op are stored in one
// transaction, so a change is never saved without being queued for sync, nor queued unsaved.
import type { SyncOpType } from '@civics/sync-protocol';
import { db, type OutboxOp, type SyncClient } from './database';

type Listener = () => void;
const listeners = new Set<Listener>();

/** The sync engine subscribes to hear about new ops (a short debounce then a push). */
export function onOutboxWrite(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The account's sync identity on this device, made on first use. */
export async function syncClientOf(userId: number): Promise<SyncClient> {
  const existing = await db.syncClients.get(userId);
  if (existing) return existing;
  const client: SyncClient = { userId, clientId: crypto.randomUUID(), nextSeq: 1, cursor: null, progressResetAt: null };
  await db.syncClients.put(client);
  return client;
}

export async function writeWithOp(
  userId: number,
  type: SyncOpType,
  payload: unknown,
  apply: (at: string, opId: string) => Promise<unknown>,
): Promise<OutboxOp> {
  const op = await db.transaction('rw', db.tables, async () => {
    const client = await syncClientOf(userId);
    const at = new Date().toISOString();
    const entry: OutboxOp = {
      id: crypto.randomUUID(),
      userId,
      clientId: client.clientId,
      seq: client.nextSeq,
      type,
      payload,
      at,
    };
    await apply(at, entry.id);
    await db.outbox.add(entry);
    // Read again: apply may itself have changed the client row (a progress reset does).
    const latest = await syncClientOf(userId);
    await db.syncClients.put({ ...latest, nextSeq: client.nextSeq + 1 });
    return entry;
  });
  for (const listener of listeners) listener();
  return op;
}

/** The account's waiting ops, oldest first. */
export const pendingOps = (userId: number, limit = 100) =>
  db.outbox.where('[userId+seq]').between([userId, 0], [userId, Infinity]).limit(limit).toArray();

export const pendingCount = (userId: number) => db.outbox.where('userId').equals(userId).count();

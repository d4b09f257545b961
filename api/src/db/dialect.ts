// The one place where SQLite and PostgreSQL differ (issue 15). Migrations and repositories ask
// this adapter instead of branching on the engine themselves. It imports nothing from the app, so
// frozen migrations may use it: what it answers for SQLite must never change (existing SQLite
// files were migrated with exactly these definitions).
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen migrations pass Kysely<any>, repositories Kysely<DB> or a transaction: all arrive here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** True when the Kysely instance (or transaction) talks to PostgreSQL. */
export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * An integer primary key the database numbers itself. SQLite: `integer primary key autoincrement`
 * (ids never reused). PostgreSQL: an identity column "by default", so rows copied with their ids
 * (migration 0006, the SQLite-to-PostgreSQL copy) keep them; call resetIdSequence afterwards.
 */
export function idColumn(db: AnyDb) {
  return (column: ColumnDefinitionBuilder) =>
    isPostgres(db) ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
}

/**
 * A column for milliseconds since 1970. SQLite integers are 64-bit already; PostgreSQL's `integer`
 * is 32-bit and would overflow, so it gets `bigint` (read back as a number, see database.ts).
 */
export function msColumnType(db: AnyDb): 'integer' | 'bigint' {
  return isPostgres(db) ? 'bigint' : 'integer';
}

/**
 * After rows were inserted with explicit ids, the next generated id must follow the highest one
 * (PostgreSQL's sequence does not notice explicit ids; SQLite's autoincrement does: no-op there).
 */
export async function resetIdSequence(db: AnyDb, table: string, column = 'id'): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
    db,
  );
}

/** A unique violation on either engine (SQLite's constraint error, PostgreSQL's SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

const LOCK_IDS = { seed: 15_001 } as const;

/**
 * Holds a PostgreSQL advisory lock until the caller's transaction ends, so API processes that start
 * together do one-time work one after the other. SQLite needs none: its writer is already single.
 */
export async function serializeWithOtherProcesses(trx: AnyDb, what: keyof typeof LOCK_IDS): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${LOCK_IDS[what]})`.execute(trx);
}

/**
 * Locks rows until the caller's transaction ends, in id order (two transactions locking several of
 * the same rows never deadlock). PostgreSQL: `select … for update`, so processes that write for one
 * account (its op log's server_seq, its progress) take turns. SQLite: no-op, one writer at a time.
 */
export async function lockRowsForUpdate(trx: AnyDb, table: string, ids: readonly number[]): Promise<void> {
  if (!isPostgres(trx) || ids.length === 0) return;
  await sql`select id from ${sql.table(table)} where id in (${sql.join([...ids].sort((a, b) => a - b))}) order by id for update`.execute(
    trx,
  );
}

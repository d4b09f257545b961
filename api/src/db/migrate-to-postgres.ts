// Moves an existing SQLite database to PostgreSQL (issue 15, `pnpm migrate-to-postgres`): the
// target gets the same migrations, then every table is copied in ONE transaction (batched inserts,
// parents before children), the id sequences are moved past the copied ids and the row counts of
// both sides are compared before the commit. A target that already holds data is refused.
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase, type DbOrTrx } from './database.js';
import { resetIdSequence } from './dialect.js';

export interface TableCount {
  table: string;
  rows: number;
}

/** Far below PostgreSQL's 65,535 bound parameters per statement. */
const PARAMETERS_PER_INSERT = 20_000;

export async function migrateSqliteToPostgres(sqlitePath: string, postgresUrl: string): Promise<TableCount[]> {
  if (!existsSync(sqlitePath)) throw new Error(`No SQLite database at ${sqlitePath} (set DATABASE_PATH)`);
  // The source first reaches the latest schema, as it would when the server starts on it.
  const source = openDatabase(sqlitePath);
  try {
    await migrateToLatest(source);
  } finally {
    await source.destroy();
  }

  const target = openDatabase({ path: sqlitePath, url: postgresUrl, poolSize: 2 });
  const sqlite = new Database(sqlitePath, { readonly: true, fileMustExist: true });
  try {
    await migrateToLatest(target);
    const tables = tablesInForeignKeyOrder(sqlite);
    await refuseNonEmpty(target, tables);
    return await target.transaction().execute(async (trx) => {
      const counts: TableCount[] = [];
      // The source's copy of the migration-written rows replaces the target's (same origin, maybe edited since).
      for (const table of [...tables].reverse())
        if (MIGRATION_ROWS.has(table)) await sql`delete from ${sql.raw(`"${table}"`)}`.execute(trx);
      for (const table of tables) {
        const copied = await copyTable(sqlite, trx, table);
        const expected = (sqlite.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n;
        const stored = await countRows(trx, table);
        if (copied !== expected || stored !== expected) {
          throw new Error(`Table ${table}: ${expected} rows in SQLite but ${stored} in PostgreSQL; nothing was copied`);
        }
        counts.push({ table, rows: stored });
      }
      return counts;
    });
  } finally {
    sqlite.close();
    await target.destroy();
  }
}

/** The application's tables (not SQLite's own nor the migration bookkeeping), parents first. */
function tablesInForeignKeyOrder(sqlite: Database.Database): string[] {
  const names = (
    sqlite
      .prepare(
        `select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by name`,
      )
      .all() as Array<{ name: string }>
  ).map((r) => r.name);
  const parents = new Map(
    names.map((name) => [
      name,
      (sqlite.prepare(`pragma foreign_key_list("${name}")`).all() as Array<{ table: string }>)
        .map((fk) => fk.table)
        .filter((t) => t !== name),
    ]),
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const parent of parents.get(name) ?? []) if (names.includes(parent)) visit(parent);
    ordered.push(name);
  };
  names.forEach(visit);
  return ordered;
}

/** Tables a migration itself fills (0012: today's officeholders): a fresh database already has these rows. */
const MIGRATION_ROWS = new Set(['officeholders']);

async function refuseNonEmpty(target: DbOrTrx, tables: string[]): Promise<void> {
  const filled: string[] = [];
  for (const table of tables.filter((name) => !MIGRATION_ROWS.has(name))) {
    const rows = await countRows(target, table);
    if (rows > 0) filled.push(`${table} (${rows} rows)`);
  }
  if (filled.length > 0) {
    throw new Error(
      `The PostgreSQL database at DATABASE_URL is not empty: ${filled.join(', ')}. migrate-to-postgres copies only into an empty database; nothing was changed.`,
    );
  }
}

async function countRows(db: DbOrTrx, table: string): Promise<number> {
  // A raw name: sql.table would pass through the CamelCasePlugin (star_6520-style names change).
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.raw(`"${table}"`)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Copies one table's rows (columns by their SQL names) in batched inserts; answers how many. */
async function copyTable(sqlite: Database.Database, trx: DbOrTrx, table: string): Promise<number> {
  const columns = (sqlite.prepare(`pragma table_info("${table}")`).all() as Array<{ name: string }>).map((c) => c.name);
  const targetColumns = new Set(
    (
      await sql<{
        name: string;
      }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(
        trx,
      )
    ).rows.map((r) => r.name),
  );
  const missing = columns.filter((c) => !targetColumns.has(c));
  if (missing.length > 0)
    throw new Error(`Table ${table}: PostgreSQL has no column ${missing.join(', ')} (the two schemas differ)`);

  const perInsert = Math.max(1, Math.min(1000, Math.floor(PARAMETERS_PER_INSERT / columns.length)));
  const quoted = columns.map((c) => `"${c}"`).join(', ');
  let batch: unknown[][] = [];
  let copied = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const values = sql.join(batch.map((row) => sql`(${sql.join(row)})`));
    await sql`insert into ${sql.raw(`"${table}"`)} (${sql.raw(quoted)}) values ${values}`.execute(trx);
    copied += batch.length;
    batch = [];
  };
  for (const row of sqlite.prepare(`select ${quoted} from "${table}" order by rowid`).raw().iterate() as Iterable<
    unknown[]
  >) {
    batch.push(row);
    if (batch.length >= perInsert) await flush();
  }
  await flush();
  if (targetColumns.has('id') && (await isIdentity(trx, table))) await resetIdSequence(trx, table);
  return copied;
}

async function isIdentity(trx: DbOrTrx, table: string): Promise<boolean> {
  const { rows } = await sql<{
    identity: string;
  }>`select is_identity as identity from information_schema.columns where table_schema = current_schema() and table_name = ${table} and column_name = 'id'`.execute(
    trx,
  );
  return rows[0]?.identity === 'YES';
}

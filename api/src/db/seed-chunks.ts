// Seeding writes many rows: in groups, one statement per group.
import type { Insertable } from 'kysely';
import type { DB, DbOrTrx } from './database.js';

/**
 * Rows in groups of 100: one statement per group instead of one per row (a round trip each on
 * PostgreSQL), and far below either engine's limit on bound parameters per statement.
 */
function chunks<T>(rows: T[], size = 100): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < rows.length; i += size) groups.push(rows.slice(i, i + size));
  return groups;
}

/**
 * Inserts the rows in groups. With `keepExisting` (the table's key columns), a row whose key is
 * already there is skipped: what an admin changed survives a restart, and only new rows are added.
 */
export async function insertInChunks<T extends keyof DB & string>(
  db: DbOrTrx,
  table: T,
  rows: Array<Insertable<DB[T]>>,
  keepExisting?: Array<keyof DB[T] & string>,
): Promise<void> {
  for (const group of chunks(rows)) {
    // Kysely cannot check values against a table chosen by a type parameter; callers' rows are typed above.
    const insert = db.insertInto(table).values(group as never);
    await (keepExisting ? insert.onConflict((oc) => oc.columns(keepExisting as never).doNothing()) : insert).execute();
  }
}

/** True while the table has no row: officials and plans are seeded once, then belong to the admin. */
export async function isEmpty(
  db: DbOrTrx,
  table: 'senators' | 'governors' | 'representatives' | 'pricingPlans',
): Promise<boolean> {
  return !(await db.selectFrom(table).select('id').limit(1).executeTakeFirst());
}

// Row counts for tests that prove a call stored something, or nothing.
import type { CivicsApp } from '../app.js';
import type { DB } from '../db/database.js';

/** How many rows the table holds now. */
export async function countRows(app: CivicsApp, table: keyof DB): Promise<number> {
  const { n } = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

// Frozen in time: never import application code here.
import type { Kysely } from 'kysely';
// The dialect adapter (issue 15): the same SQL on SQLite as before, PostgreSQL's equivalent there.
import { idColumn } from '../dialect.js';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('representatives')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('district', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('party', 'text', (c) => c.notNull())
    .addColumn('delegate_or_commissioner', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('as_of', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('representatives_state').on('representatives').column('state').execute();

  await db.schema
    .createTable('state_capitals')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('capital', 'text', (c) => c.notNull())
    .addColumn('as_of', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('state_capitals').execute();
  await db.schema.dropTable('representatives').execute();
}

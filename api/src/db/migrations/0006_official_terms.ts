// Frozen in time: never import application code here.
import type { Kysely } from 'kysely';
// The dialect adapter (issue 15): the same SQL on SQLite as before, PostgreSQL's equivalent there.
import { idColumn, resetIdSequence } from '../dialect.js';

// Officials carry dates (DESIGN.md §2): a row is valid from the day its holder takes office
// (valid_from; null = since before the app knew) until a later row replaces it or it is retired
// (valid_until, exclusive; null = still serving). senate_class (1, 2, 3) names a senator's seat so
// that a new senator replaces the right one; term_end is the scheduled end of the current term
// (freshness: a passed term end means the data needs checking).
// Governors get a second row per state for a scheduled successor, so the unique state column of
// 0001 goes: the table is rebuilt (the only dialect-neutral way to drop a column constraint).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('senators').addColumn('senate_class', 'integer').execute();
  await db.schema.alterTable('senators').addColumn('valid_from', 'text').execute();
  await db.schema.alterTable('senators').addColumn('valid_until', 'text').execute();
  await db.schema.alterTable('senators').addColumn('term_end', 'text').execute();
  await db.schema.createIndex('senators_state').on('senators').column('state').execute();

  await db.schema
    .createTable('governors_dated')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('state_name', 'text', (c) => c.notNull())
    .addColumn('governor_name', 'text', (c) => c.notNull())
    .addColumn('partisanship', 'text', (c) => c.notNull())
    .addColumn('inauguration_day', 'text')
    .addColumn('portrait', 'text')
    .addColumn('portrait_mime_type', 'text')
    .addColumn('portrait_data', 'text')
    .addColumn('as_of', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('valid_from', 'text')
    .addColumn('valid_until', 'text')
    .addColumn('term_end', 'text')
    .execute();
  const kept = [
    'id',
    'state',
    'state_name',
    'governor_name',
    'partisanship',
    'inauguration_day',
    'portrait',
    'portrait_mime_type',
    'portrait_data',
    'as_of',
  ];
  await db.insertInto('governors_dated').columns(kept).expression(db.selectFrom('governors').select(kept)).execute();
  // The rows came with their ids: the next new governor must be numbered after them.
  await resetIdSequence(db, 'governors_dated');
  await db.schema.dropTable('governors').execute();
  await db.schema.alterTable('governors_dated').renameTo('governors').execute();
  await db.schema.createIndex('governors_state').on('governors').column('state').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('governors_state').execute();
  await db.schema.alterTable('governors').dropColumn('term_end').execute();
  await db.schema.alterTable('governors').dropColumn('valid_until').execute();
  await db.schema.alterTable('governors').dropColumn('valid_from').execute();
  await db.schema.alterTable('governors').dropColumn('is_active').execute();
  await db.schema.dropIndex('senators_state').execute();
  await db.schema.alterTable('senators').dropColumn('term_end').execute();
  await db.schema.alterTable('senators').dropColumn('valid_until').execute();
  await db.schema.alterTable('senators').dropColumn('valid_from').execute();
  await db.schema.alterTable('senators').dropColumn('senate_class').execute();
}

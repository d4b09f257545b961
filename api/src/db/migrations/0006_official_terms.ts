// Frozen in time: never import application code here.
import type { Kysely } from 'kysely';
// The dialect adapter (issue 15): the same SQL on SQLite as before, PostgreSQL's equivalent there.
import { idColumn, resetIdSequence } from '../dialect.js';
import { addColumns, dropColumns, withColumns, type NewColumn } from './columns.js';

/** The governors columns of 0001 (without its unique state), copied into the rebuilt table with their rows. */
const KEPT_COLUMNS: NewColumn[] = [
  ['state', 'text', (c) => c.notNull()],
  ['state_name', 'text', (c) => c.notNull()],
  ['governor_name', 'text', (c) => c.notNull()],
  ['partisanship', 'text', (c) => c.notNull()],
  ['inauguration_day', 'text'],
  ['portrait', 'text'],
  ['portrait_mime_type', 'text'],
  ['portrait_data', 'text'],
  ['as_of', 'text', (c) => c.notNull()],
];

// Officials carry dates (DESIGN.md §2): a row is valid from the day its holder takes office
// (valid_from; null = since before the app knew) until a later row replaces it or it is retired
// (valid_until, exclusive; null = still serving). senate_class (1, 2, 3) names a senator's seat so
// that a new senator replaces the right one; term_end is the scheduled end of the current term
// (freshness: a passed term end means the data needs checking).
// Governors get a second row per state for a scheduled successor, so the unique state column of
// 0001 goes: the table is rebuilt (the only dialect-neutral way to drop a column constraint).
export async function up(db: Kysely<any>): Promise<void> {
  await addColumns(db, 'senators', [
    ['senate_class', 'integer'],
    ['valid_from', 'text'],
    ['valid_until', 'text'],
    ['term_end', 'text'],
  ]);
  await db.schema.createIndex('senators_state').on('senators').column('state').execute();

  await db.schema
    .createTable('governors_dated')
    .addColumn('id', 'integer', idColumn(db))
    .$call(withColumns(KEPT_COLUMNS))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('valid_from', 'text')
    .addColumn('valid_until', 'text')
    .addColumn('term_end', 'text')
    .execute();
  const kept = ['id', ...KEPT_COLUMNS.map(([name]) => name)];
  await db.insertInto('governors_dated').columns(kept).expression(db.selectFrom('governors').select(kept)).execute();
  // The rows came with their ids: the next new governor must be numbered after them.
  await resetIdSequence(db, 'governors_dated');
  await db.schema.dropTable('governors').execute();
  await db.schema.alterTable('governors_dated').renameTo('governors').execute();
  await db.schema.createIndex('governors_state').on('governors').column('state').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('governors_state').execute();
  await dropColumns(db, 'governors', ['term_end', 'valid_until', 'valid_from', 'is_active']);
  await db.schema.dropIndex('senators_state').execute();
  await dropColumns(db, 'senators', ['term_end', 'valid_until', 'valid_from', 'senate_class']);
}

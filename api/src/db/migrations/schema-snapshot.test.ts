// Applied migrations are history: the schema they build must never change, even when their code is
// tidied (shared column helpers, data read from a file). Every migration runs on an empty database
// and the whole schema is compared, line by line, with the committed snapshot of this engine. A
// difference is either a mistake in a tidied migration or a new migration: in the second case
// update the snapshot (`pnpm exec vitest run src/db/migrations/schema-snapshot.test.ts -u`, once on
// SQLite and once with TEST_DATABASE_URL) and read its diff before committing it.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshDatabaseTarget, onPostgres } from '../../test/helper.js';
import { migrateToLatest, openDatabase, type Db } from '../database.js';
import { ANSWER_AS_OF, QUESTION_EDITS, TRANSLATION_EDITS } from './0013_h19b_content_corrections.data.js';
import { TRANSLATION_EDITS as DISTRICT_WORDING_EDITS } from './0018_h19d_district_wording.js';

/** SQLite keeps each table's and index's creating statement, as altered by later migrations. */
async function sqliteSchema(db: Db): Promise<string[]> {
  const { rows } = await sql<{
    type: string;
    name: string;
    definition: string | null;
  }>`select type, name, sql as definition from sqlite_master order by type, name`.execute(db);
  return rows.map((row) => `${row.type} ${row.name}: ${row.definition ?? '(made by a constraint)'}`);
}

/** PostgreSQL: every column, constraint and index of the connection's schema (its name left out). */
async function postgresSchema(db: Db): Promise<string[]> {
  const columns = await sql<{
    line: string;
  }>`select concat_ws(' ', 'column', table_name || '.' || column_name, data_type, case when is_nullable = 'NO' then 'not null' end,
      'default=' || column_default, case when is_identity = 'YES' then 'identity ' || identity_generation end) as line
    from information_schema.columns where table_schema = current_schema() order by table_name, ordinal_position`.execute(
    db,
  );
  const constraints = await sql<{
    line: string;
  }>`select concat_ws(' ', 'constraint', conrelid::regclass::text, conname, pg_get_constraintdef(oid)) as line
    from pg_constraint where connamespace = current_schema()::regnamespace order by conrelid::regclass::text, conname`.execute(
    db,
  );
  const indexes = await sql<{
    line: string;
  }>`select concat_ws(' ', 'index', tablename, replace(indexdef, ' ' || schemaname || '.', ' ')) as line
    from pg_indexes where schemaname = current_schema() order by tablename, indexname`.execute(db);
  return [...columns.rows, ...constraints.rows, ...indexes.rows].map((row) => row.line);
}

/** The rows a migration writes into an empty database (0012's officeholders). */
async function migrationRows(db: Db): Promise<string[]> {
  const officeholders = await db.selectFrom('officeholders').selectAll().orderBy('id').execute();
  return officeholders.map((row) => `officeholders ${JSON.stringify(row)}`);
}

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('the schema the migrations build', () => {
  it(`is the committed snapshot (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, async () => {
    const db = openDatabase(freshDatabaseTarget());
    try {
      await migrateToLatest(db);
      const schema = onPostgres ? await postgresSchema(db) : await sqliteSchema(db);
      const lines = [...schema, ...(await migrationRows(db))];
      await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot(
        onPostgres ? './schema-snapshot.postgres.snap' : './schema-snapshot.sqlite.snap',
      );
    } finally {
      await db.destroy();
    }
  });

  // The corrections of 0013 and 0018 find nothing to do on an empty database (the seed comes after
  // them): what they would write on an older one is pinned here, by content.
  it.each([
    ['0013 question texts', QUESTION_EDITS, '907da9408ea5a3623929b5ee91363eee37b9a04bc86ed66d2690f48f3b720519'],
    ['0013 translations', TRANSLATION_EDITS, 'cd58b87f6ec71395553911b56220421db8611854920389de8bd0afbc3739e378'],
    ['0013 as-of dates', ANSWER_AS_OF, 'bc273f8a3ccfec49a53ebc92a60a3024bd41f325ac009e887354c8ab048f6c8a'],
    ['0018 translations', DISTRICT_WORDING_EDITS, 'cbb0b457b89def40431cb92f781b194c6aa343285224c1d851ea7fa0832bb7a8'],
  ])('keeps the corrections of %s as they were applied', (_name, data, hash) => {
    expect(sha256(data)).toBe(hash);
  });
});

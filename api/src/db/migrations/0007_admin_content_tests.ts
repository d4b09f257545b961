// Frozen in time: never import application code here.
import type { Kysely } from 'kysely';
// The dialect adapter (issue 15): the same SQL on SQLite as before, PostgreSQL's equivalent there.
import { idColumn } from '../dialect.js';
import { addColumns, dropColumns } from './columns.js';

// Admin content editing and fixed tests:
// - questions remember whether an admin edited or created them (the seed import leaves those
//   alone) and the as-of date of a time-sensitive answer;
// - test_definitions are the fixed tests an admin composes for all learners or one level;
// - tests (attempts) name the fixed test they were taken from.
export async function up(db: Kysely<any>): Promise<void> {
  await addColumns(db, 'questions', [
    ['edited_by_admin', 'integer', (c) => c.notNull().defaultTo(0)],
    ['created_by_admin', 'integer', (c) => c.notNull().defaultTo(0)],
    ['answer_as_of', 'text'],
  ]);

  await db.schema
    .createTable('test_definitions')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    // JSON array of question ids, in the order the test asks them.
    .addColumn('question_ids', 'text', (c) => c.notNull())
    .addColumn('time_limit_minutes', 'integer', (c) => c.notNull())
    // null: every approved learner; 1 or 2: learners of that level (admins see every active one).
    .addColumn('audience_level', 'integer')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('tests')
    .addColumn('test_definition_id', 'integer', (c) => c.references('test_definitions.id'))
    .execute();
  await db.schema.createIndex('tests_definition').on('tests').column('test_definition_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('tests_definition').execute();
  await db.schema.alterTable('tests').dropColumn('test_definition_id').execute();
  await db.schema.dropTable('test_definitions').execute();
  await dropColumns(db, 'questions', ['answer_as_of', 'created_by_admin', 'edited_by_admin']);
}

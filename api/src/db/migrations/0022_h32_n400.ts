// Frozen in time: never import application code here.
import type { CreateTableBuilder, Kysely } from 'kysely';

/** How every content item ends: where it comes from, its place in the list, shown or hidden, last written. */
const sourceOrderAndState = (table: CreateTableBuilder<any, any>) =>
  table
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull());

// Issue 32: the N-400 interview content. The Part 9 yes/no questions of Form N-400 (current
// 01/20/25 items and the legacy Part 12 items, told apart by `kind`), the words an officer may ask
// the meaning of, the officer's questions about the application, and their translations. Every
// item keeps `source` (where it comes from) and `is_active` (an admin hides, never deletes). A
// translation is one row per item and language; `reviewed` stays 0 until an admin approves it, so
// machine-made text is shown to learners as "not yet reviewed". The seed fills the rows at start.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('n400_part9_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('part', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('stem', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('expected_answer', 'text', (c) => c.notNull())
    .addColumn('answer_note', 'text')
    .addColumn('key_terms', 'text', (c) => c.notNull())
    .addColumn('edition', 'text', (c) => c.notNull())
    .addColumn('current_counterpart', 'text')
    .$call(sourceOrderAndState)
    .execute();
  await db.schema
    .createTable('n400_vocabulary')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('plain_english', 'text', (c) => c.notNull())
    .addColumn('example_answer', 'text', (c) => c.notNull())
    .addColumn('appears_in', 'text', (c) => c.notNull())
    .$call(sourceOrderAndState)
    .execute();
  await db.schema
    .createTable('n400_personal_questions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('answer_kind', 'text', (c) => c.notNull())
    .addColumn('field', 'text')
    .addColumn('form_reference', 'text', (c) => c.notNull())
    .$call(sourceOrderAndState)
    .execute();
  await db.schema
    .createTable('n400_translations')
    .addColumn('item_kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('reviewed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('translated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('n400_translations_pk', ['item_kind', 'item_id', 'language'])
    .execute();
  await db.schema.createIndex('n400_translations_language').on('n400_translations').column('language').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['n400_translations', 'n400_personal_questions', 'n400_vocabulary', 'n400_part9_items'])
    await db.schema.dropTable(table).execute();
}

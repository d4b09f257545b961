// Frozen in time: never import application code here.
import type { Kysely } from 'kysely';
import { ownedByUser } from './columns.js';

// Issue 32: the learner's "about you" answers on the account, only when the learner turns "Keep
// these answers on my account too" on. `about_you_sync`: the switch, one row per account that ever
// used it (last-write-wins by `changed_at`), and the time of its last "Forget my answers".
// `about_you_answers`: one row per account and field, last-write-wins by `updated_at`; an emptied
// field is kept as '' so an older value from another device cannot come back. Both go with the
// account (cascade, and account deletion deletes them by name).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('about_you_sync')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addColumn('forgotten_at', 'text')
    .execute();
  await db.schema
    .createTable('about_you_answers')
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('about_you_answers_pk', ['user_id', 'field'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('about_you_answers').execute();
  await db.schema.dropTable('about_you_sync').execute();
}

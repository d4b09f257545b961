// Frozen in time: never import application code here.
import type { Kysely } from 'kysely';

// Issue 19 (task 19d): the learner's congressional district, beside their state on the account. With
// it the representative question names their own Representative (the representatives table);
// null means "not chosen", and at-large seats are district 0 as in that table.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('congressional_district', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('congressional_district').execute();
}

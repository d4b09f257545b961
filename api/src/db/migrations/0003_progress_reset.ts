// Frozen in time: never import application code here.
import type { Kysely } from 'kysely';

// "Begin again" on one device must not be undone by older answers arriving later from another.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('progress_reset_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('progress_reset_at').execute();
}

// Frozen in time: never import application code here.
import type { Kysely } from 'kysely';

// Issue 30: an answer given out loud in study or review keeps the words heard (at most 200
// characters), as a mock interview's attempt does; NULL for every other answer and older clients.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('answer_attempts').addColumn('given', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('answer_attempts').dropColumn('given').execute();
}

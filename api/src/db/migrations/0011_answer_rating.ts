// Frozen in time: never import application code here.
import type { Kysely } from 'kysely';

// Issue 14 (FSRS spaced review): an answer may say how it was right. 'hard' = a typed answer graded
// right only after a near miss; NULL = the rating follows from is_correct (Good or Again), which is
// every answer stored before this column and every answer from an older client.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('answer_attempts').addColumn('rating', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('answer_attempts').dropColumn('rating').execute();
}

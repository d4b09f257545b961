// Frozen in time: never import application code here.
import type { Kysely } from 'kysely';
import { ownedByUser } from './columns.js';

// Issue 32: the learner's answers to the N-400 words ("What does … mean?"), the words' review log as
// answer_attempts is the civics questions'. Keyed by the device's op id (a resend stores nothing
// twice), appended, never changed. The schedule is replayed from them on the device (FSRS).
// `term_id` is n400_vocabulary.id, checked when the op is applied (no foreign key, as answer_attempts
// has none to questions: a word is hidden, never deleted). `rating` is 'hard' for an "Almost".
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vocabulary_answers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('term_id', 'text', (c) => c.notNull())
    .addColumn('is_correct', 'integer', (c) => c.notNull())
    .addColumn('rating', 'text')
    .addColumn('answered_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('vocabulary_answers_user')
    .on('vocabulary_answers')
    .columns(['user_id', 'answered_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vocabulary_answers').execute();
}

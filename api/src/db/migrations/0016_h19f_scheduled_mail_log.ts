// Frozen in time: never import application code here.
import type { Kysely } from 'kysely';

// Issue 19/24: mails a periodic job sends (the admins' daily freshness mail, a learner's "your level
// ends soon") are recorded as sent for a day. The key is unique, so when several API processes run
// the same job, only the one whose insert wins sends the mail.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('scheduled_mail_log')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject_key', 'text', (c) => c.notNull())
    // The day the mail is for (YYYY-MM-DD).
    .addColumn('sent_on', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('scheduled_mail_log_pk', ['kind', 'subject_key', 'sent_on'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('scheduled_mail_log').execute();
}

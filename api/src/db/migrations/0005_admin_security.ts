// Frozen in time: never import application code here.
import type { Kysely } from 'kysely';
// The dialect adapter (issue 15): the same SQL on SQLite as before, PostgreSQL's equivalent there.
import { idColumn } from '../dialect.js';
import { addColumns, dropColumns } from './columns.js';

// Admin security (issue 9): disabled accounts, what the admin sees of each session (device, first
// and last seen) and the recent sign-in failures and rate-limit refusals.
export async function up(db: Kysely<any>): Promise<void> {
  // Null while the account may sign in; the time it was disabled otherwise.
  await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();

  // Milliseconds since 1970, like expires_at. Rows written before this migration keep nulls.
  await addColumns(db, 'sessions', [
    ['created_at', 'bigint'],
    ['last_seen_at', 'bigint'],
    ['user_agent', 'text'],
  ]);
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('security_events')
    .addColumn('id', 'integer', idColumn(db))
    // 'login_failed' or 'rate_limited'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('username', 'text')
    .addColumn('ip', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('path', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('security_events').execute();
  await db.schema.dropIndex('sessions_user_id').execute();
  await dropColumns(db, 'sessions', ['user_agent', 'last_seen_at', 'created_at']);
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
}

// Frozen in time: never import application code here.
import type { Kysely } from 'kysely';
import { idColumn } from '../dialect.js';
import { ownedByUser } from './columns.js';

// Issue 33: daily reminders by Web Push. One row per device subscription (the endpoint is the
// device); the VAPID key pair made at first start; the figures of the last sending round.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    // "HH:MM" local time, the days as "0,1,…" (0 = Sunday), the device's IANA time zone.
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('days', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // The learner's local day the reminder was claimed for; the claim is what keeps two API
    // processes from sending the same reminder twice.
    .addColumn('last_sent_on', 'text')
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retry_at', 'text')
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();
  await db.schema
    .createTable('push_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('vapid_public_key', 'text', (c) => c.notNull())
    .addColumn('vapid_private_key', 'text', (c) => c.notNull())
    .addColumn('last_round_at', 'text')
    .addColumn('last_round_sent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_round_removed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_round_failed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_settings').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}

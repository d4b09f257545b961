// Frozen in time: never import application code here.
import type { Kysely } from 'kysely';
import { addColumns, dropColumns, ownedByUser } from './columns.js';

// Issue 20:
// - security_events.count and .bucket: rate-limit refusals are one row per source, route and
//   minute with a count (bucket is that key, unique), so a flood cannot push the failed sign-ins
//   out of the log; the log is kept by age, not by row count (created_at is indexed for pruning);
// - known_sign_in_devices: a device cookie an account signed in from (only its hash is kept), so a
//   stranger's wrong guesses never lock the owner's own device out.
export async function up(db: Kysely<any>): Promise<void> {
  await addColumns(db, 'security_events', [
    ['count', 'integer', (c) => c.notNull().defaultTo(1)],
    ['bucket', 'text'],
  ]);
  await db.schema.createIndex('security_events_bucket').on('security_events').column('bucket').unique().execute();
  await db.schema.createIndex('security_events_created_at').on('security_events').column('created_at').execute();

  await db.schema
    .createTable('known_sign_in_devices')
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('device_hash', 'text', (c) => c.notNull())
    // Milliseconds since 1970.
    .addColumn('last_sign_in_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('known_sign_in_devices_pk', ['user_id', 'device_hash'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('known_sign_in_devices').execute();
  await db.schema.dropIndex('security_events_created_at').execute();
  await db.schema.dropIndex('security_events_bucket').execute();
  await dropColumns(db, 'security_events', ['bucket', 'count']);
}

// Frozen in time: never import application code here.
import type { Kysely } from 'kysely';

// Issue 21 (no payment PayPal took is ever lost): an order remembers which method the learner
// chose, when a capture was sent (so a retry reads the order back first), when it was last read
// back, and what PayPal says it took. A receipt remembers the level and end date it replaced, so a
// refund can put them back, and when it was refunded.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_orders').addColumn('method', 'text').execute();
  await db.schema.alterTable('payment_orders').addColumn('capture_sent_at', 'text').execute();
  await db.schema.alterTable('payment_orders').addColumn('checked_at', 'text').execute();
  await db.schema.alterTable('payment_orders').addColumn('paid_amount', 'integer').execute();
  await db.schema.alterTable('payment_orders').addColumn('paid_currency', 'text').execute();
  await db.schema.createIndex('payment_orders_status').on('payment_orders').column('status').execute();
  await db.schema.alterTable('payments').addColumn('previous_level', 'integer').execute();
  await db.schema.alterTable('payments').addColumn('previous_end_date', 'text').execute();
  await db.schema.alterTable('payments').addColumn('refunded_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['refunded_at', 'previous_end_date', 'previous_level'])
    await db.schema.alterTable('payments').dropColumn(column).execute();
  await db.schema.dropIndex('payment_orders_status').execute();
  for (const column of ['paid_currency', 'paid_amount', 'checked_at', 'capture_sent_at', 'method'])
    await db.schema.alterTable('payment_orders').dropColumn(column).execute();
}

// Frozen in time: never import application code here.
import type { Kysely } from 'kysely';
import { addColumns, dropColumns } from './columns.js';

// Issue 21 (no payment PayPal took is ever lost): an order remembers which method the learner
// chose, when a capture was sent (so a retry reads the order back first), when it was last read
// back, and what PayPal says it took. A receipt remembers the level and end date it replaced, so a
// refund can put them back, and when it was refunded.
export async function up(db: Kysely<any>): Promise<void> {
  await addColumns(db, 'payment_orders', [
    ['method', 'text'],
    ['capture_sent_at', 'text'],
    ['checked_at', 'text'],
    ['paid_amount', 'integer'],
    ['paid_currency', 'text'],
  ]);
  await db.schema.createIndex('payment_orders_status').on('payment_orders').column('status').execute();
  await addColumns(db, 'payments', [
    ['previous_level', 'integer'],
    ['previous_end_date', 'text'],
    ['refunded_at', 'text'],
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropColumns(db, 'payments', ['refunded_at', 'previous_end_date', 'previous_level']);
  await db.schema.dropIndex('payment_orders_status').execute();
  await dropColumns(db, 'payment_orders', ['paid_currency', 'paid_amount', 'checked_at', 'capture_sent_at', 'method']);
}

// Frozen in time: never import application code here.
import type { CreateTableBuilder, Kysely } from 'kysely';
// The dialect adapter (issue 15): the same SQL on SQLite as before, PostgreSQL's equivalent there.
import { idColumn } from '../dialect.js';
import { ownedByUser } from './columns.js';

/** How every payment table starts: its id, the learner who pays and the plan paid for. */
const buyerAndPlan = (db: Kysely<any>) => (table: CreateTableBuilder<any, any>) =>
  table
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('pricing_plans.id'));

// Payments (issue 10): PayPal orders, Zelle / bank-transfer claims an admin confirms, and one
// receipt per completed payment. The receipt's (source, source_id) is unique, so one order or
// claim can never raise a level twice, whatever runs at the same time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_orders')
    .$call(buyerAndPlan(db))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_order_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // created, completed, amount_mismatch
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('capture_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('payment_orders_user').on('payment_orders').column('user_id').execute();

  await db.schema
    .createTable('payment_claims')
    .$call(buyerAndPlan(db))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('payer_name', 'text')
    .addColumn('payer_email', 'text')
    .addColumn('payer_phone', 'text')
    // pending, confirmed, rejected, cancelled
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'integer')
    .addColumn('decision_note', 'text')
    .execute();
  await db.schema.createIndex('payment_claims_status').on('payment_claims').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('payment_claims_user').on('payment_claims').column('user_id').execute();

  await db.schema
    .createTable('payments')
    .$call(buyerAndPlan(db))
    .addColumn('plan_name', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // paypal_order or claim, and that row's id: unique, so one source pays once
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('level_end_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('payments_source_unique', ['source', 'source_id'])
    .execute();
  await db.schema.createIndex('payments_user').on('payments').column('user_id').execute();

  // Zelle recipient and bank details an admin can edit (JSON); environment variables fill the gaps.
  await db.schema.alterTable('payment_methods').addColumn('instructions', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_methods').dropColumn('instructions').execute();
  await db.schema.dropTable('payments').execute();
  await db.schema.dropTable('payment_claims').execute();
  await db.schema.dropTable('payment_orders').execute();
}

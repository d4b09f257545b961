// Receipts: one row per completed payment, whatever the method. (source, sourceId) is unique, so
// an order or a claim pays once.
import type { Insertable, Selectable } from 'kysely';
import type { PaymentDto } from '@civics/sync-protocol';
import { purchaseOf } from './purchase.js';
import type { DbOrTrx, PaymentsTable } from '../../db/database.js';

export type ReceiptRow = Selectable<PaymentsTable>;

export async function insertReceipt(db: DbOrTrx, receipt: Insertable<PaymentsTable>): Promise<ReceiptRow> {
  return db.insertInto('payments').values(receipt).returningAll().executeTakeFirstOrThrow();
}

export function findReceiptBySource(db: DbOrTrx, source: string, sourceId: string): Promise<ReceiptRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('source', '=', source)
    .where('sourceId', '=', sourceId)
    .executeTakeFirst();
}

export function findReceipt(db: DbOrTrx, id: number): Promise<ReceiptRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listUserReceipts(db: DbOrTrx, userId: number): Promise<ReceiptRow[]> {
  return db.selectFrom('payments').selectAll().where('userId', '=', userId).orderBy('id', 'desc').limit(100).execute();
}

export function toPaymentDto(row: ReceiptRow): PaymentDto {
  return {
    ...purchaseOf(row),
    endDate: row.levelEndDate,
    createdAt: row.createdAt,
    refundedAt: row.refundedAt,
  };
}

// What was bought and for how much: the part a receipt (PaymentDto) and a payment claim (ClaimDto) show alike.
type PurchaseField = 'id' | 'planId' | 'planName' | 'method' | 'amount' | 'currency';

export function purchaseOf<Row extends Record<PurchaseField, unknown>>(row: Row): Pick<Row, PurchaseField> {
  return {
    id: row.id,
    planId: row.planId,
    planName: row.planName,
    method: row.method,
    amount: row.amount,
    currency: row.currency,
  };
}

// A claim as the learner (and the admin) sees it, with the instructions for its method.
import type { ClaimDto } from '@civics/sync-protocol';
import type { ClaimRow } from './claims-repository.js';
import { purchaseOf } from './purchase.js';
import { instructionsOf, type MethodContext, type MethodRow } from './methods-repository.js';

export function toClaimDto(row: ClaimRow, method: MethodRow | undefined, context: MethodContext): ClaimDto {
  return {
    ...purchaseOf(row),
    reference: row.reference,
    status: row.status,
    payerName: row.payerName,
    payerEmail: row.payerEmail,
    payerPhone: row.payerPhone,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
    decisionNote: row.decisionNote,
    instructions: method ? instructionsOf(method, context) : {},
  };
}

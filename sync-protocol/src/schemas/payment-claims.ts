// Zelle / bank-transfer claims (issue 10, spec part 2 §3): the learner's claim, its answer, and the
// admin's list and decision; and the learner's history of receipts and claims. Prices are integer cents, as everywhere on the wire.
import Type, { type Static } from 'typebox';
import { Nullable, PaymentDto, PaymentInstructions } from './payments.js';

// Loose strings, so the spec's own messages answer instead of a generic schema error.
const FormText = Type.String({ maxLength: 200 });

export const ClaimBody = Type.Object(
  {
    planId: Type.Integer({ minimum: 1 }),
    method: Type.String({ maxLength: 40 }),
    fullName: Type.Optional(FormText),
    email: Type.Optional(FormText),
    phone: Type.Optional(FormText),
  },
  { additionalProperties: false },
);
export type ClaimBody = Static<typeof ClaimBody>;

export const ClaimDto = Type.Object({
  id: Type.Integer(),
  planId: Type.Integer(),
  planName: Type.String(),
  method: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
  /** The learner writes this in the Zelle memo or transfer reference, so the admin can match it. */
  reference: Type.String(),
  status: Type.String(),
  payerName: Nullable(Type.String()),
  payerEmail: Nullable(Type.String()),
  payerPhone: Nullable(Type.String()),
  createdAt: Type.String(),
  decidedAt: Nullable(Type.String()),
  decisionNote: Nullable(Type.String()),
  instructions: PaymentInstructions,
});
export type ClaimDto = Static<typeof ClaimDto>;

export const AdminClaimDto = Type.Intersect([
  ClaimDto,
  Type.Object({
    user: Type.Object({
      id: Type.Integer(),
      username: Type.String(),
      email: Type.String(),
      approvalLevel: Type.Integer(),
      endDate: Nullable(Type.String()),
    }),
  }),
]);
export type AdminClaimDto = Static<typeof AdminClaimDto>;

export const ClaimsQuery = Type.Object(
  {
    status: Type.Optional(
      Type.Union([
        Type.Literal('pending'),
        Type.Literal('confirmed'),
        Type.Literal('rejected'),
        Type.Literal('cancelled'),
      ]),
    ),
  },
  { additionalProperties: false },
);

export const ClaimDecisionBody = Type.Object(
  { note: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
export type ClaimDecisionBody = Static<typeof ClaimDecisionBody>;

/** The learner's receipts and claims, and whether they may buy (PURCHASE_STANDINGS). */
export const PaymentHistory = Type.Object({
  payments: Type.Array(PaymentDto),
  claims: Type.Array(ClaimDto),
  standing: Type.Optional(
    Type.Union([
      Type.Literal('awaiting_approval'),
      Type.Literal('unlimited'),
      Type.Literal('renewal'),
      Type.Literal('new'),
    ]),
  ),
});
export type PaymentHistory = Static<typeof PaymentHistory>;

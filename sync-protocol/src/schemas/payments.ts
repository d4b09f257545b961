// Plans, payment methods, PayPal orders and receipts (issue 10, spec part 2 §2, §3, §7); the
// Zelle / bank-transfer claims are in payment-claims.ts. Prices are integer cents everywhere on the wire.
import Type, { type Static } from 'typebox';

export const BILLING_PERIODS = ['monthly', 'yearly', 'one-time'] as const;
export const BillingPeriod = Type.Union([Type.Literal('monthly'), Type.Literal('yearly'), Type.Literal('one-time')]);
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** Methods that an admin confirms by hand after the money arrived. */
export const CLAIM_METHODS = ['zelle', 'bank_transfer'] as const;
export type ClaimMethod = (typeof CLAIM_METHODS)[number];
export const CLAIM_STATUSES = ['pending', 'confirmed', 'rejected', 'cancelled'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

const Cents = Type.Integer({ minimum: 0, maximum: 10_000_000 });
// Null first: with Fastify's type coercion an integer branch tried first would turn null into 0.
/** A value or null (shared with payment-claims.ts). */
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([Type.Null(), t]);

export const PricingPlanDto = Type.Object({
  id: Type.Integer(),
  planName: Type.String(),
  description: Nullable(Type.String()),
  originalPrice: Type.Integer(),
  salePrice: Nullable(Type.Integer()),
  currency: Type.String(),
  billingPeriod: Type.String(),
  features: Type.Array(Type.String()),
  isActive: Type.Boolean(),
});
export type PricingPlanDto = Static<typeof PricingPlanDto>;

/** Zelle recipient and bank details shown to the learner; set by an admin or the environment. */
export const PaymentInstructions = Type.Object(
  {
    zelleRecipient: Type.Optional(Type.String({ maxLength: 200 })),
    zelleRecipientName: Type.Optional(Type.String({ maxLength: 200 })),
    bankName: Type.Optional(Type.String({ maxLength: 200 })),
    accountName: Type.Optional(Type.String({ maxLength: 200 })),
    accountNumber: Type.Optional(Type.String({ maxLength: 200 })),
    routingNumber: Type.Optional(Type.String({ maxLength: 200 })),
    swiftCode: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type PaymentInstructions = Static<typeof PaymentInstructions>;

/** Why a listed method cannot be used now: no processor / details configured, or an admin turned it off. */
export const UNAVAILABLE_REASONS = ['not_configured', 'disabled'] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];
const UnavailableReasonSchema = Type.Union([Type.Literal('not_configured'), Type.Literal('disabled')]);

export const PaymentMethodDto = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  displayName: Type.String(),
  description: Nullable(Type.String()),
  type: Type.String(),
  /** True only when the method can really take a payment now. */
  isEnabled: Type.Boolean(),
  isActive: Type.Boolean(),
  unavailableReason: Type.Optional(UnavailableReasonSchema),
});
export type PaymentMethodDto = Static<typeof PaymentMethodDto>;

export const AdminPaymentMethodDto = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  displayName: Type.String(),
  description: Nullable(Type.String()),
  type: Type.String(),
  /** The admin's switch (the learner also needs the processor or the details configured). */
  isEnabled: Type.Boolean(),
  isActive: Type.Boolean(),
  instructions: PaymentInstructions,
  unavailableReason: Type.Optional(UnavailableReasonSchema),
});
export type AdminPaymentMethodDto = Static<typeof AdminPaymentMethodDto>;

/** The client token for card fields and the (public) client id the PayPal script needs. */
export const PaypalSetupAnswer = Type.Object({
  clientToken: Type.String(),
  clientId: Type.String(),
  /** Where the browser loads PayPal's JS SDK (the server's CSP allows exactly this on /checkout). */
  sdkBase: Type.String(),
});
export type PaypalSetupAnswer = Static<typeof PaypalSetupAnswer>;

/** Spec §7: amount (dollars, as PayPal writes it: "49.99"), currency, intent; planId is ours. */
export const PaypalOrderBody = Type.Object(
  {
    amount: Type.Union([Type.String({ maxLength: 20 }), Type.Number()]),
    currency: Type.String({ maxLength: 3 }),
    intent: Type.String({ maxLength: 20 }),
    planId: Type.Optional(Type.Integer({ minimum: 1 })),
    /** Ours: PayPal's button or the card fields (each has its admin switch); PayPal when absent. */
    method: Type.Optional(Type.Union([Type.Literal('paypal'), Type.Literal('card')])),
  },
  { additionalProperties: false },
);
export type PaypalOrderBody = Static<typeof PaypalOrderBody>;

export const PaypalOrderAnswer = Type.Object({ id: Type.String(), status: Type.String() });
export type PaypalOrderAnswer = Static<typeof PaypalOrderAnswer>;

export const PaypalOrderParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' }),
});

/** One completed payment (a receipt). */
export const PaymentDto = Type.Object({
  id: Type.Integer(),
  planId: Type.Integer(),
  planName: Type.String(),
  method: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
  /** The level's end date this payment gave; null for a one-time (lifetime) plan. */
  endDate: Nullable(Type.String()),
  createdAt: Type.String(),
  /** When PayPal or an admin refunded it (issue 21); absent or null while it counts. */
  refundedAt: Type.Optional(Nullable(Type.String())),
});
export type PaymentDto = Static<typeof PaymentDto>;

/** What a capture (and a confirmed claim) did to the account. */
export const PaymentResult = Type.Object({
  orderId: Type.String(),
  status: Type.Literal('COMPLETED'),
  approvalLevel: Type.Integer(),
  endDate: Nullable(Type.String()),
  payment: PaymentDto,
});
export type PaymentResult = Static<typeof PaymentResult>;

/** A capture PayPal holds (PENDING): recorded, not paid yet; the server reads it back until PayPal decides (issue 21). */
export const PaymentPending = Type.Object({
  orderId: Type.String(),
  status: Type.Literal('PENDING'),
  message: Type.String(),
});
export type PaymentPending = Static<typeof PaymentPending>;

export const PaymentIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** A PayPal order an admin must look at (issue 21): held (PENDING), unanswered, or a mismatched amount. */
export const AdminOrderDto = Type.Object({
  id: Type.Integer(),
  providerOrderId: Type.String(),
  /** created (a capture sent, no answer yet), pending, amount_mismatch */
  status: Type.String(),
  method: Nullable(Type.String()),
  planName: Type.String(),
  /** What the plan charged when the order was made (cents). */
  amount: Type.Integer(),
  currency: Type.String(),
  /** What PayPal says it took, when known. */
  paidAmount: Nullable(Type.Integer()),
  paidCurrency: Nullable(Type.String()),
  createdAt: Type.String(),
  checkedAt: Nullable(Type.String()),
  user: Type.Object({ id: Type.Integer(), username: Type.String(), email: Type.String() }),
});
export type AdminOrderDto = Static<typeof AdminOrderDto>;

export const AdminPaymentDto = Type.Intersect([
  PaymentDto,
  Type.Object({ user: Type.Object({ id: Type.Integer(), username: Type.String(), email: Type.String() }) }),
]);
export type AdminPaymentDto = Static<typeof AdminPaymentDto>;

export const RefundBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
export type RefundBody = Static<typeof RefundBody>;

/** Whether this account may buy (issue 21): waiting for approval, unlimited already, renewing a paid period, or a first plan. */
export const PURCHASE_STANDINGS = ['awaiting_approval', 'unlimited', 'renewal', 'new'] as const;
export type PurchaseStanding = (typeof PURCHASE_STANDINGS)[number];

const PlanName = Type.String({ minLength: 1, maxLength: 100 });
const Features = Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 20 });

export const AdminPlanBody = Type.Object(
  {
    planName: PlanName,
    description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    originalPrice: Cents,
    salePrice: Type.Optional(Nullable(Cents)),
    currency: Type.Optional(Type.Literal('USD')),
    billingPeriod: BillingPeriod,
    features: Features,
    isActive: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AdminPlanBody = Static<typeof AdminPlanBody>;

export const AdminPlanPatch = Type.Object(
  {
    planName: Type.Optional(PlanName),
    description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    originalPrice: Type.Optional(Cents),
    salePrice: Type.Optional(Nullable(Cents)),
    billingPeriod: Type.Optional(BillingPeriod),
    features: Type.Optional(Features),
    isActive: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type AdminPlanPatch = Static<typeof AdminPlanPatch>;

export const AdminMethodPatch = Type.Object(
  {
    displayName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    isEnabled: Type.Optional(Type.Boolean()),
    isActive: Type.Optional(Type.Boolean()),
    instructions: Type.Optional(PaymentInstructions),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type AdminMethodPatch = Static<typeof AdminMethodPatch>;

/** The price a plan charges now: the sale price when one is set. */
export const planPrice = (plan: Pick<PricingPlanDto, 'originalPrice' | 'salePrice'>): number =>
  plan.salePrice ?? plan.originalPrice;

/** Cents as PayPal and the screens write dollars: 4999 → "49.99". */
export const centsToDollars = (cents: number): string => (cents / 100).toFixed(2);

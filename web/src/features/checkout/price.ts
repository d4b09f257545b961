// Plan prices: cents on the wire, dollars with two decimals on screen (spec part 2 §9).
import type { PricingPlanDto } from '@civics/sync-protocol';
import { formatCents } from '../../i18n/format';

type Priced = Pick<PricingPlanDto, 'originalPrice' | 'salePrice' | 'currency'>;

/** What the plan charges now: the sale price when set. */
export const planCents = (plan: Priced): number => plan.salePrice ?? plan.originalPrice;

/** "49.99", as PayPal writes amounts. */
export const planDollars = (plan: Priced): string => (planCents(plan) / 100).toFixed(2);

export const planPriceText = (plan: Priced): string => formatCents(planCents(plan), plan.currency);

/** The saving a sale gives, in cents; 0 without a sale. */
export const planSaving = (plan: Priced): number =>
  plan.salePrice != null && plan.salePrice < plan.originalPrice ? plan.originalPrice - plan.salePrice : 0;

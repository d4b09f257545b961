// What every payments route needs beyond the app: the configuration and the mailer.
import { ErrorBody, errorResponses, type PaymentInstructions } from '@civics/sync-protocol';
import type { AppConfig } from '../../config.js';
import { guardedRoute, type Guard, type RouteSchema } from '../../plugins/route-options.js';
import type { Mailer } from '../../lib/mailer.js';
import type { MethodContext } from './methods-repository.js';
import type { PaypalClient } from './paypal-client.js';

export interface PaymentsOptions {
  config: AppConfig;
  mailer: Mailer;
}

export interface PaymentsContext {
  mailer: Mailer;
  /** null when PayPal is not configured. */
  paypal: PaypalClient | null;
  /** PayPal's public client id, for the browser's PayPal script. */
  paypalClientId: string | null;
  /** The PayPal configuration (SDK base, webhook id), null when not configured. */
  paypalConfig: AppConfig['paypal'];
  methods: MethodContext;
}

export function methodContext(config: AppConfig): MethodContext {
  return {
    paypalConfigured: config.paypal !== null,
    defaultInstructions: config.paymentInstructions as PaymentInstructions,
  };
}

/** The standard errors plus those of a payment: 402 declined, 422 not approved, 502 PayPal trouble, 503 not configured. */
export const paymentErrorResponses = {
  ...errorResponses,
  402: ErrorBody,
  422: ErrorBody,
  502: ErrorBody,
  503: ErrorBody,
};

/** A payments route's options: its guard and schema, answering the payment errors as well. */
export const paymentRoute = <const Schema extends RouteSchema>(guard: Guard, schema: Schema) =>
  guardedRoute(guard, schema, paymentErrorResponses);

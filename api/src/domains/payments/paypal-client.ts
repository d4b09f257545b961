// A small typed client for PayPal's REST API over fetch (Orders v2 and the client token for card
// fields). Chosen over @paypal/paypal-server-sdk because that SDK only knows its fixed sandbox and
// production hosts (our tests point PAYPAL_API_BASE at a local fake server), has no call for
// /v1/identity/generate-token, and would be a new dependency for five HTTP calls.

export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  timeoutMs: number;
}

export interface PaypalAmount {
  currency_code: string;
  value: string;
}

export interface PaypalCapture {
  id: string;
  /** COMPLETED, PENDING, DECLINED, REFUNDED, PARTIALLY_REFUNDED, FAILED */
  status: string;
  amount?: PaypalAmount;
}

/** What verify-webhook-signature needs besides the event: PayPal's transmission headers and our webhook id. */
export interface WebhookSignature {
  auth_algo: string;
  cert_url: string;
  transmission_id: string;
  transmission_sig: string;
  transmission_time: string;
  webhook_id: string;
}

/** The part of an Orders v2 order we read. */
export interface PaypalOrder {
  id: string;
  status: string;
  /** Which way the buyer paid: PayPal balance or a card through card fields. */
  payment_source?: { paypal?: unknown; card?: unknown };
  purchase_units?: Array<{
    reference_id?: string;
    amount?: PaypalAmount;
    payments?: { captures?: PaypalCapture[] };
  }>;
}

/** PayPal answered with an error status; `issue` is its first detail (ORDER_NOT_APPROVED, INSTRUMENT_DECLINED ...). */
export class PaypalApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    readonly issue: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** PayPal did not answer in time, or could not be reached. */
export class PaypalUnreachableError extends Error {}

export interface PaypalClient {
  generateClientToken(): Promise<string>;
  createOrder(input: {
    amount: string;
    currency: string;
    referenceId: string;
    description: string;
  }): Promise<PaypalOrder>;
  getOrder(orderId: string): Promise<PaypalOrder>;
  captureOrder(orderId: string): Promise<PaypalOrder>;
  /** Payments v2: refunds the whole capture (POST /v2/payments/captures/{id}/refund); safe to repeat. */
  refundCapture(captureId: string): Promise<{ id: string; status: string }>;
  /** PayPal's own check of a webhook's signature (POST /v1/notifications/verify-webhook-signature). */
  verifyWebhookSignature(signature: WebhookSignature, event: unknown): Promise<boolean>;
}

export function createPaypalClient(config: PaypalConfig): PaypalClient {
  // Client-credentials token, reused until shortly before PayPal says it expires.
  let token: { value: string; expiresAt: number } | null = null;

  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${config.apiBase}${path}`, { ...init, signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (error) {
      throw new PaypalUnreachableError(`PayPal did not answer: ${(error as Error).message}`);
    }
  }

  async function accessToken(): Promise<string> {
    if (token && Date.now() < token.expiresAt) return token.value;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const response = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const body = (await readJson(response)) as { access_token?: string; expires_in?: number };
    if (!response.ok || !body.access_token) throw apiError(response.status, body);
    const lifetimeMs = Math.max(0, (body.expires_in ?? 0) - 60) * 1000;
    token = { value: body.access_token, expiresAt: Date.now() + lifetimeMs };
    return token.value;
  }

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const response = await send(path, {
      method,
      headers: {
        Authorization: `Bearer ${await accessToken()}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await readJson(response);
    // A token revoked early: forget it so the next call asks again.
    if (response.status === 401) token = null;
    if (!response.ok) throw apiError(response.status, answer);
    return answer as T;
  }

  return paypalCalls(call);
}

/** One authorised JSON call to PayPal's REST API: its answer, or a PaypalApiError. */
type Call = <T>(method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>) => Promise<T>;

/** The client's calls, each one request through `call`. */
function paypalCalls(call: Call): PaypalClient {
  return {
    async generateClientToken() {
      const answer = await call<{ client_token?: string }>('POST', '/v1/identity/generate-token');
      if (!answer.client_token)
        throw new PaypalApiError(502, 'NO_CLIENT_TOKEN', undefined, 'PayPal sent no client token');
      return answer.client_token;
    },
    createOrder({ amount, currency, referenceId, description }) {
      return call<PaypalOrder>('POST', '/v2/checkout/orders', {
        intent: 'CAPTURE',
        purchase_units: [
          { reference_id: referenceId, description, amount: { currency_code: currency, value: amount } },
        ],
      });
    },
    getOrder(orderId) {
      return call<PaypalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
    },
    captureOrder(orderId) {
      // The same request id makes a retried capture safe on PayPal's side too.
      return call<PaypalOrder>(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
        {},
        { 'PayPal-Request-Id': `capture-${orderId}` },
      );
    },
    refundCapture(captureId) {
      // An empty body refunds the whole captured amount; the request id makes a repeat a no-op at PayPal.
      return call<{ id: string; status: string }>(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        {},
        { 'PayPal-Request-Id': `refund-${captureId}` },
      );
    },
    async verifyWebhookSignature(signature, event) {
      const answer = await call<{ verification_status?: string }>(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        { ...signature, webhook_event: event },
      );
      return answer.verification_status === 'SUCCESS';
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? (JSON.parse(text) as unknown) : {};
  } catch {
    return {};
  }
}

function apiError(status: number, body: unknown): PaypalApiError {
  const b = (body ?? {}) as {
    name?: string;
    error?: string;
    message?: string;
    error_description?: string;
    details?: Array<{ issue?: string }>;
  };
  const name = b.name ?? b.error ?? 'PAYPAL_ERROR';
  return new PaypalApiError(
    status,
    name,
    b.details?.[0]?.issue,
    b.message ?? b.error_description ?? `PayPal answered ${status}`,
  );
}

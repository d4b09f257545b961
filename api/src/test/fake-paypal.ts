// A local stand-in for PayPal's REST API (the real one cannot be reached from tests): a real HTTP
// server on 127.0.0.1 that speaks the calls our client makes, with PayPal's shapes and error
// bodies: OAuth2 client credentials, client token, Orders v2 create / get / capture (with the
// payment_source the buyer chose), Payments v2 capture refund.
// The buyer's approval happens in PayPal's window, so tests call approve(); a capture can be told
// to answer COMPLETED, PENDING, DECLINED, a wrong amount, nothing at all (a timeout), or to take the
// money and lose the answer ('lost'). A GET reads the order back with its captures, as PayPal does;
// settle() and refund() change a capture later, as PayPal's back office would; webhook signatures
// are checked by verify-webhook-signature against what sign() produced.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export type CaptureMode = 'completed' | 'pending' | 'declined' | 'wrong-amount' | 'timeout' | 'lost';

interface FakeCapture {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'REFUNDED';
  amount: { currency_code: string; value: string };
  final_capture: boolean;
  status_details?: { reason: string };
}

interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  referenceId: string;
  amount: { currency_code: string; value: string };
  captures: FakeCapture[];
  /** How the buyer paid in PayPal's window: PayPal balance, or a card through card fields. */
  paymentSource: 'paypal' | 'card';
}

/** The transmission headers PayPal sends with a webhook. */
export type WebhookHeaders = Record<
  | 'paypal-auth-algo'
  | 'paypal-cert-url'
  | 'paypal-transmission-id'
  | 'paypal-transmission-sig'
  | 'paypal-transmission-time',
  string
>;

export interface FakePaypal {
  /** Base URL to use as PAYPAL_API_BASE. */
  url: string;
  clientId: string;
  clientSecret: string;
  /** How the next captures answer. */
  captureMode: CaptureMode;
  /** Token requests seen (the client must cache its token). */
  tokenRequests: number;
  captureRequests: number;
  /** Read-backs (GET /v2/checkout/orders/{id}) seen. */
  orderReads: number;
  orders: Map<string, FakeOrder>;
  /** The webhook id PayPal checks signatures against (PAYPAL_WEBHOOK_ID). */
  webhookId: string;
  /** PayPal's back office finishes a PENDING capture. */
  settle(orderId: string, status?: 'COMPLETED' | 'DECLINED'): FakeCapture;
  /** The merchant refunds a capture in PayPal. */
  refund(orderId: string): FakeCapture;
  /** Headers PayPal would sign this event with; verify-webhook-signature answers SUCCESS for them only. */
  sign(event: unknown): WebhookHeaders;
  /** The buyer approves the order in PayPal's window, paying with PayPal or with a card (card fields). */
  approve(orderId: string, source?: 'paypal' | 'card'): void;
  /** Refunds asked for through POST /v2/payments/captures/{id}/refund. */
  refundRequests: number;
  /** The next refund requests fail with PayPal's 503 (a passing outage). */
  refundsFail: boolean;
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

const paypalError = (res: ServerResponse, status: number, name: string, issue: string, message: string) =>
  json(res, status, {
    name,
    message,
    debug_id: randomBytes(6).toString('hex'),
    details: [{ issue, description: message }],
  });
/** PayPal's answer for an order or capture id it does not know. */
const resourceNotFound = (res: ServerResponse) =>
  paypalError(res, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakePaypal(): Promise<FakePaypal> {
  const clientId = 'fake-client-id';
  const clientSecret = 'fake-client-secret';
  const tokens = new Set<string>();
  const captureAnswers = new Map<string, { status: number; body: unknown }>();
  const refundAnswers = new Map<string, unknown>();
  const signatures = new Map<string, string>();
  const signedEvents = new Map<string, string>();

  const orderBody = (order: FakeOrder, captures: unknown[] = order.captures) => ({
    id: order.id,
    status: order.status,
    intent: 'CAPTURE',
    payment_source:
      order.paymentSource === 'card'
        ? { card: { name: 'Lan Nguyen', last_digits: '1111', expiry: '2030-12', brand: 'VISA', type: 'CREDIT' } }
        : { paypal: { email_address: 'buyer@example.com', account_status: 'VERIFIED' } },
    purchase_units: [
      { reference_id: order.referenceId, amount: order.amount, ...(captures.length ? { payments: { captures } } : {}) },
    ],
    links: [{ href: `${fake.url}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }],
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await readBody(req);

    if (req.method === 'POST' && url.pathname === '/v1/oauth2/token') {
      fake.tokenRequests += 1;
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected || !body.includes('grant_type=client_credentials')) {
        return json(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      const token = `A21AA${randomBytes(12).toString('hex')}`;
      tokens.add(token);
      return json(res, 200, {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-FAKE',
        expires_in: 32400,
        nonce: 'fake',
      });
    }

    const bearer = req.headers.authorization?.replace(/^Bearer /, '');
    if (!bearer || !tokens.has(bearer))
      return json(res, 401, { error: 'invalid_token', error_description: 'Token signature verification failed' });

    if (req.method === 'POST' && url.pathname === '/v1/identity/generate-token') {
      return json(res, 200, { client_token: `fake-client-token-${randomBytes(8).toString('hex')}`, expires_in: 3600 });
    }

    if (req.method === 'POST' && url.pathname === '/v2/checkout/orders') {
      const input = JSON.parse(body || '{}') as {
        intent?: string;
        purchase_units?: Array<{ reference_id?: string; amount?: { currency_code?: string; value?: string } }>;
      };
      const unit = input.purchase_units?.[0];
      if (input.intent !== 'CAPTURE' || !unit?.amount?.value || !unit.amount.currency_code) {
        return paypalError(
          res,
          400,
          'INVALID_REQUEST',
          'MISSING_REQUIRED_PARAMETER',
          'Request is not well-formed, syntactically incorrect, or violates schema.',
        );
      }
      const order: FakeOrder = {
        id: randomBytes(8).toString('hex').toUpperCase().slice(0, 17),
        status: 'CREATED',
        referenceId: unit.reference_id ?? 'default',
        amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
        captures: [],
        paymentSource: 'paypal',
      };
      fake.orders.set(order.id, order);
      return json(res, 201, orderBody(order));
    }

    const match = /^\/v2\/checkout\/orders\/([A-Za-z0-9-]+)(\/capture)?$/.exec(url.pathname);
    const order = match ? fake.orders.get(match[1]!) : undefined;
    if (match && !order) return resourceNotFound(res);
    if (order && req.method === 'GET' && !match![2]) {
      fake.orderReads += 1;
      return json(res, 200, orderBody(order));
    }

    if (order && req.method === 'POST' && match![2]) {
      fake.captureRequests += 1;
      // PayPal answers a repeated PayPal-Request-Id with its first answer.
      const requestId = String(req.headers['paypal-request-id'] ?? '');
      const earlier = requestId ? captureAnswers.get(requestId) : undefined;
      if (earlier) return json(res, earlier.status, earlier.body);
      if (fake.captureMode === 'timeout') return; // never answers
      if (order.status === 'COMPLETED')
        return paypalError(res, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Order already captured.');
      if (order.status !== 'APPROVED')
        return paypalError(
          res,
          422,
          'UNPROCESSABLE_ENTITY',
          'ORDER_NOT_APPROVED',
          'Payer has not yet approved the Order for payment.',
        );
      let answer: { status: number; body: unknown };
      if (fake.captureMode === 'declined') {
        answer = {
          status: 422,
          body: {
            name: 'UNPROCESSABLE_ENTITY',
            message: 'The requested action could not be performed.',
            details: [{ issue: 'INSTRUMENT_DECLINED', description: 'The instrument presented was declined.' }],
          },
        };
      } else {
        order.status = 'COMPLETED';
        const amount =
          fake.captureMode === 'wrong-amount'
            ? { currency_code: order.amount.currency_code, value: '1.00' }
            : order.amount;
        const pending = fake.captureMode === 'pending';
        const capture: FakeCapture = {
          id: `CAP${randomBytes(6).toString('hex').toUpperCase()}`,
          status: pending ? 'PENDING' : 'COMPLETED',
          amount,
          final_capture: true,
          ...(pending ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
        };
        order.captures = [capture];
        answer = { status: 201, body: orderBody(order, [{ ...capture }]) };
      }
      // 'lost': PayPal took the money but its answer never arrives (and a retry with the same request id is not recognised).
      if (fake.captureMode === 'lost') return;
      if (requestId) captureAnswers.set(requestId, answer);
      return json(res, answer.status, answer.body);
    }

    // Payments v2: a full refund of a capture (an empty body refunds the whole captured amount).
    const refund = /^\/v2\/payments\/captures\/([A-Za-z0-9-]+)\/refund$/.exec(url.pathname);
    if (req.method === 'POST' && refund) {
      fake.refundRequests += 1;
      const requestId = String(req.headers['paypal-request-id'] ?? '');
      const earlier = requestId ? refundAnswers.get(requestId) : undefined;
      if (earlier) return json(res, 201, earlier);
      if (fake.refundsFail)
        return paypalError(res, 503, 'SERVICE_UNAVAILABLE', 'SERVICE_UNAVAILABLE', 'Service Unavailable.');
      const capture = [...fake.orders.values()].flatMap((o) => o.captures).find((c) => c.id === refund[1]);
      if (!capture) return resourceNotFound(res);
      if (capture.status === 'REFUNDED')
        return paypalError(
          res,
          422,
          'UNPROCESSABLE_ENTITY',
          'CAPTURE_FULLY_REFUNDED',
          'The capture has already been fully refunded.',
        );
      if (capture.status !== 'COMPLETED')
        return paypalError(
          res,
          422,
          'UNPROCESSABLE_ENTITY',
          'REFUND_NOT_ALLOWED',
          'Full refund refused - partial refund has already been done on this payment.',
        );
      capture.status = 'REFUNDED';
      const id = `REF${randomBytes(6).toString('hex').toUpperCase()}`;
      const answer = {
        id,
        status: 'COMPLETED',
        amount: capture.amount,
        links: [{ href: `${fake.url}/v2/payments/refunds/${id}`, rel: 'self', method: 'GET' }],
      };
      if (requestId) refundAnswers.set(requestId, answer);
      return json(res, 201, answer);
    }

    if (req.method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
      const input = JSON.parse(body || '{}') as Record<string, unknown>;
      const expected = signatures.get(String(input.transmission_id));
      const ok =
        expected !== undefined &&
        input.transmission_sig === expected &&
        input.webhook_id === fake.webhookId &&
        typeof input.webhook_event === 'object' &&
        JSON.stringify(input.webhook_event) === signedEvents.get(String(input.transmission_id));
      return json(res, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
    }

    return paypalError(res, 404, 'NOT_FOUND', 'NOT_FOUND', `No route ${req.method} ${url.pathname}`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => json(res, 500, { name: 'INTERNAL_SERVER_ERROR', message: error.message }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakePaypal = {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    captureMode: 'completed',
    tokenRequests: 0,
    captureRequests: 0,
    orderReads: 0,
    refundRequests: 0,
    refundsFail: false,
    orders: new Map(),
    webhookId: 'WH-FAKE-0001',
    settle(orderId, status = 'COMPLETED') {
      const capture = fake.orders.get(orderId)?.captures[0];
      if (!capture) throw new Error(`fake PayPal has no capture on ${orderId}`);
      capture.status = status;
      delete capture.status_details;
      return capture;
    },
    refund(orderId) {
      const capture = fake.orders.get(orderId)?.captures[0];
      if (!capture) throw new Error(`fake PayPal has no capture on ${orderId}`);
      capture.status = 'REFUNDED';
      return capture;
    },
    sign(event) {
      const id = randomBytes(8).toString('hex');
      const sig = randomBytes(16).toString('base64');
      signatures.set(id, sig);
      signedEvents.set(id, JSON.stringify(event));
      return {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270',
        'paypal-transmission-id': id,
        'paypal-transmission-sig': sig,
        'paypal-transmission-time': new Date().toISOString(),
      };
    },
    approve(orderId, source = 'paypal') {
      const order = fake.orders.get(orderId);
      if (!order) throw new Error(`fake PayPal has no order ${orderId}`);
      if (order.status === 'CREATED') {
        order.status = 'APPROVED';
        order.paymentSource = source;
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

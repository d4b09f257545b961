// A second end-to-end server, for the PayPal and card spec only (the shared server has no PayPal,
// so the other specs keep seeing card and PayPal as "not available"): the real app and web build
// with PayPal configured against the fake Orders v2 server, and a sidecar on another origin that
// serves the fake JS SDK (PAYPAL_SDK_BASE), plays PayPal's approval window and shows the mail the
// server sent (the development transport keeps it in memory).
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, ensureAdmin, loadConfig } from '@civics/api';
import { startFakePaypal } from '@civics/api/test/fake-paypal';
import { E2E_ADMIN } from '../constants.js';

import { PAYPAL_E2E_PORT, PAYPAL_SIDECAR_PORT } from './ports.js';

const fake = await startFakePaypal();
const sdkSource = readFileSync(fileURLToPath(new URL('./fake-paypal-sdk.js', import.meta.url)), 'utf8');
const appOrigin = `http://127.0.0.1:${PAYPAL_E2E_PORT}`;

const sidecar = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://sidecar');
  // The page calls the approval hook from the app's origin.
  res.setHeader('Access-Control-Allow-Origin', appOrigin);
  if (req.method === 'GET' && url.pathname === '/sdk/js') {
    res.writeHead(200, { 'Content-Type': 'text/javascript' });
    return res.end(sdkSource);
  }
  const approve = /^\/fake\/approve\/([A-Za-z0-9-]+)$/.exec(url.pathname);
  if (req.method === 'POST' && approve) {
    try {
      // Card fields approve with a card, PayPal's button with a PayPal account: the capture's payment_source says which.
      fake.approve(approve[1]!, url.searchParams.get('source') === 'card' ? 'card' : 'paypal');
      res.writeHead(204);
    } catch {
      res.writeHead(404);
    }
    return res.end();
  }
  if (req.method === 'GET' && url.pathname === '/test/mail') {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    return res.end(JSON.stringify(app.mailer.sent));
  }
  res.writeHead(404);
  res.end();
});
await new Promise<void>((resolve) => sidecar.listen(PAYPAL_SIDECAR_PORT, '127.0.0.1', resolve));
const sidecarUrl = `http://127.0.0.1:${PAYPAL_SIDECAR_PORT}`;

const dir = mkdtempSync(join(tmpdir(), 'civics-e2e-paypal-'));
const webRoot = process.env.E2E_WEB_ROOT ?? fileURLToPath(new URL('../../../web/dist', import.meta.url));
const config = {
  ...loadConfig({
    DATABASE_PATH: join(dir, 'e2e.sqlite'),
    LOG_LEVEL: 'warn',
    PAYPAL_CLIENT_ID: fake.clientId,
    PAYPAL_CLIENT_SECRET: fake.clientSecret,
    PAYPAL_API_BASE: fake.url,
    PAYPAL_SDK_BASE: `${sidecarUrl}/sdk/js`,
    PAYPAL_WEBHOOK_ID: fake.webhookId,
  }),
  webRoot,
  authRateLimit: { max: 10_000, windowMs: 60_000 },
};
const app = await buildApp(config);
await ensureAdmin(app.db, E2E_ADMIN);
// The admin's switches, as on /admin/pricing: PayPal and card on (they are seeded off).
await app.db.updateTable('paymentMethods').set({ isEnabled: 1 }).where('name', 'in', ['paypal', 'card']).execute();
await app.listen({ host: '127.0.0.1', port: PAYPAL_E2E_PORT });
console.log(`paypal e2e server ready ${appOrigin} sidecar ${sidecarUrl}`);

const stop = () => {
  sidecar.close();
  void Promise.all([app.close(), fake.close()]).finally(() => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

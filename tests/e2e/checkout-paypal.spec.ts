// PayPal and card in a real browser (issue 21): the server's real Content-Security-Policy on
// /checkout lets the PayPal JS SDK in from PAYPAL_SDK_BASE (a local fake of PayPal's SDK on another
// origin, with the paypal.Buttons / paypal.CardFields surface the React wrapper drives), and the
// payment goes through the fake Orders v2 server: the learner ends at level 2 and the receipt mail
// is sent. A second server runs for this spec (src/paypal/paypal-e2e-server.ts) so the shared one
// keeps PayPal unconfigured for the other specs.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, request, test, type Page } from './fixtures.js';
import { PAYPAL_E2E_URL, PAYPAL_SIDECAR_URL } from '../src/paypal/ports.js';
import { createLearner, uniqueName } from './api-helpers.js';
import { signInByForm } from './sign-in-helpers.js';

test.setTimeout(120_000);
test.use({ baseURL: PAYPAL_E2E_URL });

let server: ChildProcess | null = null;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const script = fileURLToPath(new URL('../src/paypal/paypal-e2e-server.ts', import.meta.url));
  server = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the PayPal e2e server did not start in 100 s')), 100_000);
    server!.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('paypal e2e server ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    server!.once('exit', (code) => reject(new Error(`the PayPal e2e server exited (${code})`)));
  });
});

test.afterAll(async () => {
  if (server?.pid) process.kill(server.pid, 'SIGTERM');
  server = null;
});

/** A verified level 1 learner with an English interface, on this spec's server. */
const createLevel1Learner = (username: string) => createLearner(username, 1, 'secret123', 'en', PAYPAL_E2E_URL);

async function signInAndOpenCheckout(page: Page, username: string) {
  await signInByForm(page, username);
  // The way in from Settings: "Your plan and payments", a document load that brings /checkout's CSP.
  const checkoutDocument = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/checkout' && r.request().resourceType() === 'document',
  );
  await page.getByRole('link', { name: 'Your plan and payments' }).click();
  const csp = (await checkoutDocument).headers()['content-security-policy'] ?? '';
  expect(csp).toContain(`script-src 'self' https://*.paypal.com https://*.paypalobjects.com ${PAYPAL_SIDECAR_URL}`);
  await expect(page.getByRole('heading', { name: 'Choose Service Package', level: 1 })).toBeVisible();
  await expect(page.getByText('Your account is Level 1.')).toBeVisible();
}

async function receiptMailsTo(email: string): Promise<Array<{ to: string; subject: string; text: string }>> {
  const api = await request.newContext({ baseURL: PAYPAL_SIDECAR_URL });
  const sent = (await (await api.get('/test/mail')).json()) as Array<{ to: string; subject: string; text: string }>;
  await api.dispose();
  return sent.filter((m) => m.to === email && m.subject.startsWith('Payment received'));
}

async function levelOf(page: Page): Promise<{ approval_level: number; end_date: string | null }> {
  return (await page.request.get('/api/user')).json() as Promise<{ approval_level: number; end_date: string | null }>;
}

test('a level 1 learner pays for the monthly plan with PayPal: level 2 and a receipt mail', async ({ page }) => {
  const username = uniqueName('pp');
  await createLevel1Learner(username);
  await signInAndOpenCheckout(page, username);
  await page.getByRole('button', { name: 'Choose Monthly' }).click();
  await page.getByRole('button', { name: 'PayPal', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pay with PayPal' })).toBeVisible();
  // PayPal's button, rendered by the (fake) SDK that the CSP let in from the other origin.
  await page.getByRole('button', { name: 'Pay with PayPal (fake PayPal button)' }).click();
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
  await expect(page.getByText('Your account is now Level 2.')).toBeVisible();
  await expect(page.getByText(/^Access until /)).toBeVisible();
  expect((await levelOf(page)).approval_level).toBe(2);
  await expect.poll(async () => (await receiptMailsTo(`${username}@example.com`)).length).toBe(1);
  const [mail] = await receiptMailsTo(`${username}@example.com`);
  expect(mail!.subject).toBe('Payment received: Monthly');
  expect(mail!.text).toContain('Method: PayPal');
});

test("a level 1 learner pays for the yearly plan by card in PayPal's card fields, charged the price shown and nothing more", async ({
  page,
}) => {
  const username = uniqueName('cc');
  await createLevel1Learner(username);
  await signInAndOpenCheckout(page, username);
  await page.getByRole('button', { name: 'Choose Yearly' }).click();
  await page.getByRole('button', { name: 'Credit or debit card' }).click();
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
  await expect(page.getByText(/2\.9%/)).toHaveCount(0);
  await expect(page.getByText('We accept Visa, Mastercard and American Express.')).toBeVisible();

  // Nothing typed: the spec's messages, and nothing is sent to PayPal.
  await page.getByRole('button', { name: 'Pay $49.99' }).click();
  await expect(page.getByText('Please enter a valid card number')).toBeVisible();

  await page.getByLabel('Card number (PayPal field)').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry date (PayPal field)').fill('12/39');
  await page.getByLabel('CVV (PayPal field)').fill('123');
  await page.getByLabel('Cardholder name (PayPal field)').fill('Maria Nguyen');
  await page.getByRole('button', { name: 'Pay $49.99' }).click();
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
  const level = await levelOf(page);
  expect(level.approval_level).toBe(2);
  expect(Date.parse(level.end_date!)).toBeGreaterThan(Date.now() + 360 * 24 * 3600 * 1000);
  await expect.poll(async () => (await receiptMailsTo(`${username}@example.com`)).length).toBe(1);
  const [mail] = await receiptMailsTo(`${username}@example.com`);
  expect(mail!.text).toContain('Amount: $49.99');
  expect(mail!.text).toContain('Method: Card');

  // Back on checkout: Your plan shows the end date and the payment in the history.
  await page.goto('/checkout');
  await expect(page.getByText(/^Level 2 until /)).toBeVisible();
  await expect(page.getByText(/^Yearly: \$49\.99 on /)).toBeVisible();
});

test("PayPal's script failing to load shows the Payment Error and the way back to the other methods", async ({
  page,
}) => {
  const username = uniqueName('ps');
  await createLevel1Learner(username);
  await page.route(`${PAYPAL_SIDECAR_URL}/sdk/js**`, (route) => route.abort());
  await signInAndOpenCheckout(page, username);
  await page.getByRole('button', { name: 'Choose Monthly' }).click();
  await page.getByRole('button', { name: 'PayPal', exact: true }).click();
  await expect(page.getByText('Payment Error')).toBeVisible();
  await expect(
    page.getByText('PayPal could not be loaded. Please choose another way to pay or try again later.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Choose another way to pay' }).click();
  await expect(page.getByRole('heading', { name: 'How do you want to pay?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zelle' })).toBeVisible();
});

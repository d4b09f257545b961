// Checkout (issue 10) against the real server. PayPal is not configured here (no card processor),
// so the learner pays with Zelle and an admin confirms it, as in production.
import { expect, test, type Locator, type Page } from './fixtures.js';
import { adminApi, createLearner, uniqueName } from './api-helpers.js';
import { signInAdminByApi, signInByForm } from './sign-in-helpers.js';

// Two browsers and several screens in one test: more than the default 30 s on a busy 2-core machine.
test.setTimeout(90_000);

/** The admin sets the Zelle recipient and bank details (the /admin/pricing API), which makes both payable. */
async function configureTransfers(): Promise<void> {
  const api = await adminApi();
  const methods = (await (await api.get('/api/admin/payment-methods')).json()) as Array<{ id: number; name: string }>;
  const details = {
    zelle: { zelleRecipient: 'pay@civics.example', zelleRecipientName: 'Civics Practice LLC' },
    bank_transfer: {
      bankName: 'First Bank',
      accountName: 'Civics Practice LLC',
      accountNumber: '000123456789',
      routingNumber: '021000021',
    },
  };
  for (const [name, instructions] of Object.entries(details)) {
    const method = methods.find((m) => m.name === name)!;
    expect(
      (await api.patch(`/api/admin/payment-methods/${method.id}`, { data: { isEnabled: true, instructions } })).ok(),
    ).toBe(true);
  }
  await api.dispose();
}

interface Plan {
  planName: string;
  billingPeriod: string;
  originalPrice: number;
  salePrice: number | null;
}
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function openCheckoutAsLevel1(page: Page): Promise<string> {
  const username = uniqueName('pay');
  // English interface: the spec's texts.
  await createLearner(username, 1, 'secret123', 'en');
  await signInByForm(page, username);
  await page.getByRole('tab', { name: /Test Mode/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Choose Service Package', level: 1 })).toBeVisible();
  return username;
}

/** A touch swipe dispatched on the checkout page, from (x1, y1) to (x2, y2). */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.locator('main.checkout-page').evaluate(
    (main, [a, b]) => {
      const touch = (p: { x: number; y: number }) =>
        new Touch({ identifier: 1, target: main, clientX: p.x, clientY: p.y });
      main.dispatchEvent(
        new TouchEvent('touchstart', { bubbles: true, touches: [touch(a!)], changedTouches: [touch(a!)] }),
      );
      main.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(b!)] }));
    },
    [from, to],
  );
}

test('a signed-out visitor opening /checkout is sent to /auth', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a level 1 learner pays with Zelle, waits for confirmation, the admin confirms on /admin/pricing, and Test mode opens without a reload', async ({
  page,
  browser,
}) => {
  await configureTransfers();
  const username = await openCheckoutAsLevel1(page);

  // Plans in dollars with the saving of a sale, then the methods; card and PayPal say why they are off.
  const plans = (await (await page.request.get('/api/public/pricing')).json()) as Plan[];
  const plan = plans.find((p) => p.billingPeriod === 'yearly' && p.salePrice !== null)!;
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: plan.planName }) });
  await expect(card.getByText('Annual billing')).toBeVisible();
  await expect(card.getByText(dollars(plan.salePrice!), { exact: true })).toBeVisible();
  await expect(card.getByText(`Save ${dollars(plan.originalPrice - plan.salePrice!)}`)).toBeVisible();
  await card.getByRole('button', { name: `Choose ${plan.planName}` }).click();
  await expect(page.getByText(`Your plan: ${plan.planName}, ${dollars(plan.salePrice!)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Credit or debit card' })).toBeDisabled();
  await expect(page.getByText('Card payments are not available yet: no card processor is connected.')).toBeVisible();

  await page.getByRole('button', { name: 'Zelle' }).click();
  await page.getByRole('button', { name: 'Get Zelle instructions' }).click();
  await expect(page.getByText('Please enter phone number or email')).toBeVisible();
  await page.getByLabel('Your phone number or email used for Zelle').fill('(555) 123-4567');
  await page.getByRole('button', { name: 'Get Zelle instructions' }).click();

  await expect(page.getByRole('heading', { name: 'Waiting for confirmation' })).toBeVisible();
  await expect(page.getByText('pay@civics.example')).toBeVisible();
  const reference = (
    await page.locator('dt', { hasText: 'Reference' }).locator('xpath=following-sibling::dd').innerText()
  ).trim();
  expect(reference).toMatch(/^CV-[2-9A-Z]{6}$/);

  // The admin sees the open claim on the dashboard, finds it on /admin/pricing by its reference and confirms it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAdminByApi(admin);
  await admin.goto('/admin/dashboard');
  await admin.getByRole('link', { name: /Open payment claims/ }).click();
  await expect(admin).toHaveURL(/\/admin\/pricing$/);
  const row = admin
    .getByRole('table', { name: 'Payments waiting for confirmation' })
    .getByRole('row')
    .filter({ hasText: reference });
  await expect(row).toContainText(username);
  await row.getByRole('button', { name: `Confirm ${reference}` }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Confirm payment' }).click();
  await expect(admin.getByText(`Confirmed: ${username} now has level 2`)).toBeVisible();
  await expect(row).toHaveCount(0);
  // The payment is listed under Latest payments at once, no reload; a refund is not recorded without a reason.
  const payment = admin.getByRole('table', { name: 'Latest payments' }).getByRole('row').filter({ hasText: username });
  await expect(payment).toBeVisible();
  await payment.getByRole('button', { name: 'Record refund' }).click();
  const refund = admin.getByRole('dialog', { name: 'Record a refund?' });
  await refund.getByRole('button', { name: 'Record refund' }).click();
  await expect(refund.getByText('Please say why (for example the PayPal refund id)')).toBeVisible();
  await expect(refund.getByLabel('Reason (required)')).toBeFocused();
  await refund.getByRole('button', { name: 'Cancel' }).click();
  await expect(payment.getByRole('button', { name: 'Record refund' })).toBeVisible();
  await adminContext.close();

  // The waiting screen notices on its own; no reload.
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Your account is now Level 2.')).toBeVisible();
  await expect(page.getByText(/^Access until /)).toBeVisible();
  await page.getByRole('link', { name: 'Start Test Mode' }).click();
  await expect(page).toHaveURL(/\/test$/);
  // The card before a test (issue 31), or first the chooser when an admin assigned fixed tests to level 2 (admin-content spec).
  await expect(
    page
      .getByTestId('test-intro')
      .or(page.getByRole('button', { name: 'Random test' }))
      .first(),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Test Mode Requires Level 2 Access')).toHaveCount(0);
});

test('bank transfer form messages, and the back button and the edge swipe go back one step', async ({ page }) => {
  await configureTransfers();
  await openCheckoutAsLevel1(page);
  await page.getByRole('button', { name: 'Choose Monthly' }).click();
  await expect(page.getByRole('heading', { name: 'How do you want to pay?' })).toBeVisible();

  // A swipe that starts away from the edge, or is too short, does nothing.
  await swipe(page, { x: 120, y: 300 }, { x: 320, y: 300 });
  await swipe(page, { x: 10, y: 300 }, { x: 90, y: 300 });
  await swipe(page, { x: 10, y: 300 }, { x: 200, y: 380 });
  await expect(page.getByRole('heading', { name: 'How do you want to pay?' })).toBeVisible();
  await swipe(page, { x: 10, y: 300 }, { x: 200, y: 310 });
  await expect(page.getByRole('button', { name: 'Choose Monthly' })).toBeVisible();

  await page.getByRole('button', { name: 'Choose Monthly' }).click();
  await page.getByRole('button', { name: 'Bank transfer' }).click();
  await expect(page.getByText('Takes 1 to 3 business days.')).toBeVisible();
  await expect(page.getByText('US bank accounts only.')).toBeVisible();
  await page.getByLabel('Email').fill('lan.example.com');
  await page.getByRole('button', { name: 'Get transfer instructions' }).click();
  await expect(page.getByText('Please enter your full name')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  // Back from the form goes to the methods, then to the plans.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'How do you want to pay?' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Choose Monthly' })).toBeVisible();
  // From the plan list, back leaves for Settings.
  await swipe(page, { x: 5, y: 200 }, { x: 150, y: 200 });
  await expect(page).toHaveURL(/\/settings$/);
});

/** The form's field has the focus, and the form's title is on screen below the app's top bar. */
async function expectFormInView(page: Page, title: string, field: Locator) {
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
  const bar = (await page.locator('.top-bar').boundingBox())!;
  const heading = (await page.getByRole('heading', { name: title, exact: true }).boundingBox())!;
  expect(heading.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  expect(heading.y + heading.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}

test('on a phone, the admin’s Edit of a plan or a payment method opens the form in view, first field ready', async ({
  page,
}) => {
  await configureTransfers();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdminByApi(page);
  await page.goto('/admin/pricing');
  const lastPlan = page
    .getByRole('table', { name: 'Plans' })
    .getByRole('button', { name: /^Edit / })
    .last();
  await expect(lastPlan).toBeVisible({ timeout: 30_000 });
  const planTitle = (await lastPlan.innerText()).trim();
  await lastPlan.scrollIntoViewIfNeeded();
  await lastPlan.click();
  await expectFormInView(page, planTitle, page.getByLabel('Plan name'));
  await page.getByRole('button', { name: 'Cancel' }).click();

  const methods = page.getByRole('table', { name: 'Payment methods' });
  const bank = methods.getByRole('button', { name: 'Edit Bank transfer' });
  await bank.scrollIntoViewIfNeeded();
  await bank.click();
  await expectFormInView(page, 'Edit Bank transfer', page.getByLabel('Display name'));
  // Where a missing detail is set is said by its button, not as "below" (the form opens above).
  await expect(methods).not.toContainText('below');
});

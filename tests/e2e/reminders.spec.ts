// Issue 33 against the real build and server: a learner turns on a daily reminder in Settings (the
// browser asks for permission only then), the subscription is stored, and "Send me a test
// reminder" reaches the fake push service, which checks the VAPID signature and decrypts it. With
// notifications refused, the learner gets the calendar file instead.
import { readFileSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type Page, testWithServiceWorker } from './fixtures.js';
import { E2E_PUSH_PORT } from '../src/constants.js';
import { createLearner, englishAfterSignIn, uniqueName } from './api-helpers.js';
import { adminPage } from './sign-in-helpers.js';

const PUSH = `https://127.0.0.1:${E2E_PUSH_PORT}`;

interface Subscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The fake push service, as the test's own client (it trusts no certificate of ours). */
const pushService = () => playwrightRequest.newContext({ baseURL: PUSH, ignoreHTTPSErrors: true });

/**
 * Headless Chromium's PushManager would ask Google's servers for an endpoint, which this machine
 * cannot reach: the page's PushManager hands out the fake service's subscription instead.
 */
async function fakePushManager(page: Page, subscription: Subscription) {
  await page.addInitScript((json: Subscription) => {
    // Kept across reloads, as a browser keeps its subscription.
    const KEY = 'fake-push-subscribed';
    const make = () =>
      ({
        endpoint: json.endpoint,
        toJSON: () => ({ endpoint: json.endpoint, expirationTime: null, keys: json.keys }),
        unsubscribe: async () => (sessionStorage.removeItem(KEY), true),
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function () {
      sessionStorage.setItem(KEY, '1');
      return make();
    };
    PushManager.prototype.getSubscription = async function () {
      return sessionStorage.getItem(KEY) ? make() : null;
    };
  }, subscription);
}

async function signInToSettings(page: Page, username: string) {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await englishAfterSignIn(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // A sign-in lands on Settings or Home (issue 31): either way, then Settings.
  await expect(page).toHaveURL(/\/(settings|home)$/);
  if (!page.url().endsWith('/settings')) await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page.getByRole('heading', { name: 'Daily reminder' })).toBeVisible({ timeout: 20_000 });
}

testWithServiceWorker(
  'turning reminders on asks for permission, stores the subscription, and the test reminder arrives',
  async ({ page, context, browser }) => {
    test.setTimeout(180_000);
    const username = uniqueName('remind');
    await createLearner(username, 1, 'secret123', 'en');
    const service = await pushService();
    const subscription = (await (await service.post('/subscriptions')).json()) as Subscription;
    await context.grantPermissions(['notifications']);
    await fakePushManager(page, subscription);
    await signInToSettings(page, username);

    await page.getByLabel('Reminder time').fill('07:30');
    await page.getByLabel('Sun', { exact: true }).uncheck();
    await page.getByRole('button', { name: 'Turn on reminders' }).click();
    // The first visit's service worker must be active before the browser can subscribe.
    await expect(page.getByRole('status').filter({ hasText: 'Reminders are on at 07:30 on this phone.' })).toBeVisible({
      timeout: 30_000,
    });

    const saved = (await (await page.request.get('/api/reminders')).json()) as {
      reminders: Array<{ endpoint: string; time: string; days: number[]; timeZone: string }>;
    };
    expect(saved.reminders).toEqual([
      expect.objectContaining({ endpoint: subscription.endpoint, time: '07:30', days: [1, 2, 3, 4, 5, 6] }),
    ]);
    expect(saved.reminders[0]!.timeZone.length).toBeGreaterThan(1);

    await page.getByRole('button', { name: 'Send me a test reminder' }).click();
    await expect(page.getByText('Test reminder sent. It should appear in a few seconds.')).toBeVisible();
    const deliveries = (await (await service.get('/deliveries')).json()) as Array<{
      path: string;
      payload: { body: string; url: string; tag: string };
    }>;
    // The server's minute round may also have sent today's reminder (07:30 may be past): only the test one is counted.
    const mine = deliveries.filter(
      (delivery) => subscription.endpoint.endsWith(delivery.path) && delivery.payload.tag === 'test-reminder',
    );
    expect(mine).toEqual([
      expect.objectContaining({
        payload: expect.objectContaining({
          body: 'This is a test reminder. Your daily reminders will look like this.',
          url: '/home',
        }),
      }),
    ]);

    // The admin's dashboard counts the learners with reminders on (this one at least), never an endpoint.
    const admin = await adminPage(browser);
    await admin.goto('/admin/dashboard');
    const panel = admin.getByRole('region', { name: 'Daily reminders' });
    await expect(panel).toContainText(/[1-9]\d* learners? with reminders on, on [1-9]\d* devices?\./, {
      timeout: 30_000,
    });
    await expect(panel).not.toContainText(subscription.endpoint);
    await admin.context().close();

    // A reload shows the saved choice; turning off removes it from the server.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Save reminder' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('Reminder time')).toHaveValue('07:30');
    await page.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByText('Reminders are off on this phone.')).toBeVisible();
    expect(await (await page.request.get('/api/reminders')).json()).toEqual({ reminders: [] });
    await service.dispose();
  },
);

test('with notifications refused, the reminder is offered as a calendar file', async ({ page, context }) => {
  test.setTimeout(180_000);
  const username = uniqueName('remindics');
  await createLearner(username, 1, 'secret123', 'en');
  // No permission granted: headless Chromium refuses the prompt.
  await context.clearPermissions();
  await signInToSettings(page, username);
  await page.getByLabel('Reminder time').fill('20:15');
  await page.getByRole('button', { name: 'Turn on reminders' }).click();
  await expect(
    page.getByText('Notifications are blocked, so reminders cannot be sent here.', { exact: false }),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add a daily reminder to my calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('civics-daily-reminder.ics');
  const ics = readFileSync((await file.path())!, 'utf8').replace(/\r\n[ \t]/g, '');
  expect(ics).toMatch(/DTSTART:\d{8}T201500/);
  expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=SU,MO,TU,WE,TH,FR,SA');
  expect(await (await page.request.get('/api/reminders')).json()).toEqual({ reminders: [] });
});

// Issue 19 "the operator is warned in time", on a phone (390×844) and a laptop (1280×800): the
// dashboard shows how many seats need the operator and the most urgent ones, each linking to its
// screen; the Senators and Governors screens list their seats grouped by reason.
import { expect, test, type Browser } from './fixtures.js';
import { adminApi } from './api-helpers.js';
import { signInAdminByApi } from './sign-in-helpers.js';

interface Row {
  id: number;
  state: string;
  status: string;
  senateClass?: number | null;
  governorName?: string;
  senatorName?: string;
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
let emptyClass: number;

// Arranged through the real API as an admin would: North Dakota loses a senator today with nobody
// after (an empty seat), Vermont's governor's term ends in 10 days with no successor entered.
test.beforeAll(async () => {
  const api = await adminApi();
  const senators = ((await (await api.get('/api/admin/senators')).json()) as Row[]).filter((s) => s.state === 'ND');
  const serving = senators.filter((s) => s.status === 'current');
  const leaving = serving.length === 2 ? serving[0]! : senators.find((s) => s.status === 'retired')!;
  if (serving.length === 2)
    expect(
      (
        await api.delete(`/api/admin/senators/${leaving.id}`, { headers: { 'x-requested-with': 'XMLHttpRequest' } })
      ).ok(),
    ).toBe(true);
  emptyClass = leaving.senateClass!;
  const vermont = ((await (await api.get('/api/admin/governors')).json()) as Row[]).find(
    (g) => g.state === 'VT' && g.status === 'current',
  )!;
  expect((await api.put(`/api/admin/governors/${vermont.id}`, { data: { termEnd: inDays(10) } })).ok()).toBe(true);
  await api.dispose();
});

async function adminAt(browser: Browser, width: number, height: number) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await signInAdminByApi(page);
  return page;
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`at ${width}px the dashboard shows the seats to check and the officials screens list them by reason`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const page = await adminAt(browser, width, height);
    await page.goto('/admin/dashboard');
    const panel = page.getByRole('region', { name: 'Officials to check' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(/^\d+ seats? to check/)).toBeVisible();
    await expect(panel).toContainText(/, [1-9]\d* due now or within 7 days/);
    const urgent = panel.getByRole('list', { name: 'Most urgent seats' }).getByRole('listitem');
    expect(await urgent.count()).toBeLessThanOrEqual(5);
    // The empty seat is among the most urgent: learners of North Dakota get no answer for it.
    const northDakota = urgent.filter({ hasText: `North Dakota senator (class ${emptyClass})` });
    await expect(northDakota).toContainText('nobody in force: learners get no answer');
    await page.screenshot({ path: test.info().outputPath(`dashboard-${width}.png`), fullPage: true });

    // Its link opens the Senators screen on North Dakota, with the same seat under "Empty seats".
    await northDakota.getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/senators\?state=ND$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Senators' })).toBeVisible();
    await expect(page.getByLabel('State')).toHaveValue('ND');
    const seats = page.getByRole('region', { name: 'Seats to check' });
    const empty = seats
      .getByRole('region', { name: /^Empty seats \(\d+\)$/ })
      .getByRole('listitem')
      .filter({ hasText: `North Dakota senator (class ${emptyClass})` });
    await expect(empty).toContainText('nobody in force: learners get no answer');
    await expect(empty).toContainText('act now');
    // Only senators here: the governors are on their own screen.
    await expect(seats).not.toContainText('governor');
    await page.screenshot({ path: test.info().outputPath(`senators-${width}.png`), fullPage: true });

    await page.goto('/admin/governors');
    const governors = page.getByRole('region', { name: 'Seats to check' });
    const soon = governors.getByRole('region', { name: /^Term ends within 30 days, no successor entered \(\d+\)$/ });
    await expect(soon.getByRole('listitem').filter({ hasText: 'Vermont governor' })).toContainText(
      new RegExp(`— Phil Scott: term ends ${inDays(10).slice(0, 8)}\\d\\d, in \\d+ days`),
    );
    await expect(governors.getByRole('region', { name: /^No term end recorded/ })).toContainText(
      'California governor — Gavin Newsom: enter the term end',
    );
    await page.screenshot({ path: test.info().outputPath(`governors-${width}.png`), fullPage: true });
    // Nothing runs off a phone's screen sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await page.context().close();
  });
}

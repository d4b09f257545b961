// The public pages come drawn ahead in the visitor's language (DESIGN.md §8): the text is in the
// HTML before any script runs, and the device takes the page over without redrawing it.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.js';

const publicText = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../web/src/i18n/locales/${language}/public.json`, import.meta.url), 'utf8')) as {
    landing: { brand: string };
  };
const authText = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../web/src/i18n/locales/${language}/auth.json`, import.meta.url), 'utf8')) as {
    fields: { username: string };
  };

test.use({ locale: 'vi-VN' });

test('a Vietnamese phone gets the landing page and sign-in already in Vietnamese, and they work once taken over', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/401/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  // The HTML as sent: Vietnamese text, no script needed.
  const landingHtml = await (await page.request.get('/', { headers: { 'accept-language': 'vi-VN,vi;q=0.9' } })).text();
  expect(landingHtml).toContain('data-prerendered="vi"');
  expect(landingHtml).toContain('<html lang="vi"');
  expect(landingHtml).toContain(publicText('vi').landing.brand);
  // Inert until the device has taken it over, so no tap or typing is lost before then.
  expect(landingHtml).toMatch(/<div id="root" data-prerendered="vi" inert>/);

  await page.goto('/');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'vi');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(publicText('vi').landing.brand);
  // Taken over: choosing another language redraws the page in it and tells the server.
  await page.getByRole('combobox').selectOption('es');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(publicText('es').landing.brand);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'civicsLang')?.value).toBe('es');

  // The next first visit (no service worker yet in a new page load of /auth) comes in Spanish.
  const authHtml = await (await page.request.get('/auth')).text();
  expect(authHtml).toContain('data-prerendered="es"');
  await page.goto('/auth');
  const username = page.getByLabel(authText('es').fields.username);
  await username.fill('someone');
  await expect(username).toHaveValue('someone');
  expect(problems).toEqual([]);
});

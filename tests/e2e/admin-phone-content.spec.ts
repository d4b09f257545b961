// The operator's content jobs on a phone (audit of session 11): the fixed-test picker's rows stand
// apart with full-size tick boxes, an editor opened from far down a list comes into view with its
// first field focused, Cancel goes back to the row, a refused question file says what is missing in
// plain words, the officeholders' cards are labelled, and the correct-option radio is a real tap target.
// Nothing here is saved: the forms are cancelled and the refused file creates nothing.
import { expect, test, type Locator, type Page } from './fixtures.js';
import { adminPage } from './sign-in-helpers.js';

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 320, height: 640 };

/** The element's box; fails the test when it has none (not rendered). */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'rendered').not.toBeNull();
  return box!;
}

/** Seen below the sticky top bar, not under it or off the screen. */
async function expectBelowTopBar(page: Page, locator: Locator) {
  await expect(locator).toBeInViewport();
  const bar = await boxOf(page.locator('.top-bar'));
  expect((await boxOf(locator)).y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
}

/** The focused element lies inside `container`. */
const focusIsIn = (container: Locator) => container.evaluate((element) => element.contains(document.activeElement));

test('the fixed-test picker at 320 px: rows apart, 24 px tick boxes, chosen questions by their official number', async ({
  browser,
}) => {
  const admin = await adminPage(browser, { viewport: SMALL_PHONE });
  await admin.goto('/admin/create-test');
  await admin.getByRole('button', { name: 'New fixed test' }).click();
  const picker = admin.locator('.admin-picker');
  const rows = picker.locator('label.checkbox-field');
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  const boxes = await rows.evaluateAll((labels) =>
    labels.slice(0, 12).map((label) => {
      const row = label.getBoundingClientRect();
      const tick = label.querySelector('input')!.getBoundingClientRect();
      return { top: row.top, bottom: row.bottom, tickWidth: tick.width, tickHeight: tick.height };
    }),
  );
  for (const [index, box] of boxes.entries()) {
    expect(box.tickWidth, `tick box ${index + 1} keeps its width`).toBeGreaterThanOrEqual(23.5);
    expect(box.tickHeight, `tick box ${index + 1} keeps its height`).toBeGreaterThanOrEqual(23.5);
    if (index > 0)
      expect(box.top, `row ${index + 1} starts below row ${index}`).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom);
  }

  await rows.nth(2).getByRole('checkbox').check();
  await rows.nth(0).getByRole('checkbox').check();
  await expect(admin.getByText('Questions (2 chosen)')).toBeVisible();
  const chosen = admin.locator('.admin-picker-chosen li');
  const third = (await rows.nth(2).textContent())!.trim();
  // In the order chosen, each with its official number once: "Q3 …", never "1. 3. …".
  expect(third).toMatch(/^Q3 \S/);
  await expect(chosen.nth(0)).toHaveText(`${third}Remove`);
  await expect(chosen.nth(1)).toHaveText(/^Q1 \S.*Remove$/);
  await admin.getByRole('button', { name: 'Cancel' }).click();
  await admin.context().close();
});

test('Edit on the last senator brings its form into view with the first field focused', async ({ browser }) => {
  const admin = await adminPage(browser, { viewport: PHONE });
  await admin.goto('/admin/senators');
  const edits = admin.getByRole('button', { name: /^Edit / });
  await expect(edits.first()).toBeVisible({ timeout: 20_000 });
  const last = edits.last();
  const name = (await last.getAttribute('aria-label'))!.replace(/^Edit /, '');
  await last.scrollIntoViewIfNeeded();
  await last.click();
  const form = admin.getByRole('form', { name: `Edit ${name}` });
  await expectBelowTopBar(admin, admin.getByRole('heading', { name: `Edit ${name}` }));
  expect(await focusIsIn(form), 'the cursor is in the form').toBe(true);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await admin.context().close();
});

test('opening the last N-400 item brings its editor into view with the first field focused', async ({ browser }) => {
  const admin = await adminPage(browser, { viewport: PHONE });
  await admin.goto('/admin/n400');
  const items = admin.getByRole('list', { name: 'Items' }).getByRole('listitem');
  await expect(items.first()).toBeVisible({ timeout: 20_000 });
  const lastItem = items.last().locator('.n400-admin-item');
  const label = (await lastItem.locator('strong').textContent())!;
  await lastItem.scrollIntoViewIfNeeded();
  await lastItem.click();
  const editor = admin.getByTestId('n400-editor');
  await expectBelowTopBar(admin, editor.getByRole('heading', { name: label }));
  expect(await focusIsIn(editor), 'the cursor is in the editor').toBe(true);
  await admin.context().close();
});

/** Opens question 25, the last row of the first page, from the list on /admin/questions. */
async function editQuestion25(admin: Page) {
  await admin.goto('/admin/questions');
  const edit25 = admin.getByRole('button', { name: 'Edit question 25', exact: true });
  await expect(edit25).toBeAttached({ timeout: 20_000 });
  await edit25.scrollIntoViewIfNeeded();
  await edit25.click();
}

test('the question editor: a 44 px tap target marks the correct option', async ({ browser }) => {
  const admin = await adminPage(browser, { viewport: PHONE });
  await editQuestion25(admin);

  const radio = admin.getByRole('radio', { name: 'Option 2 is correct' });
  const radioBox = await boxOf(radio);
  expect(radioBox.width).toBeGreaterThanOrEqual(23.5);
  expect(radioBox.height).toBeGreaterThanOrEqual(23.5);
  const target = admin.locator('.admin-option-correct').nth(1);
  const targetBox = await boxOf(target);
  expect(targetBox.width).toBeGreaterThanOrEqual(44);
  expect(targetBox.height).toBeGreaterThanOrEqual(44);
  // A tap at the target's corner, off the radio itself, still marks the option.
  await target.click({ position: { x: 3, y: 3 } });
  await expect(radio).toBeChecked();
  await admin.context().close();
});

test('Cancel in the question editor returns to the row edited', async ({ browser }) => {
  const admin = await adminPage(browser, { viewport: PHONE });
  await editQuestion25(admin);
  await expect(admin.getByRole('heading', { name: /question 25$/ })).toBeVisible();
  await admin.getByRole('button', { name: 'Cancel' }).click();
  const back = admin.getByRole('button', { name: 'Edit question 25', exact: true });
  await expectBelowTopBar(admin, back);
  await expect(back).toBeFocused();
  await admin.context().close();
});

test('a question file without a category ID is refused in plain words; the categories show their IDs', async ({
  browser,
}) => {
  const admin = await adminPage(browser, { viewport: SMALL_PHONE });
  await admin.goto('/admin/questions');
  const panel = admin.getByRole('region', { name: 'Import questions from a file' });
  await expect(panel).toContainText('categoryId');
  await expect(panel).toContainText('officialNumber');
  const file = [{ officialNumber: 127, text: 'Which file forgot its category?', options: ['This one', 'None'] }];
  await panel.getByLabel('Question file (JSON)').setInputFiles({
    name: 'no-category.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await panel.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText('Import refused: Question 1 of the file: categoryId is missing');

  await panel.getByRole('link', { name: 'Categories' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  const firstId = admin.getByRole('table', { name: 'Categories' }).locator('td[data-label="ID"]').first();
  await expect(firstId).toHaveText(/^\d+$/);
  // On a phone the card names the value: "ID" above the number.
  expect(await firstId.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"ID"');
  await admin.context().close();
});

test('the officeholders at 390 px: every value of a card is labelled with its column', async ({ browser }) => {
  const admin = await adminPage(browser, { viewport: PHONE });
  await admin.goto('/admin/officeholders');
  const table = admin.locator('table.admin-table');
  const cells = table.locator('tbody td');
  await expect(cells.first()).toBeVisible({ timeout: 20_000 });
  const labels = await cells.evaluateAll((tds) =>
    tds.filter((td) => td.textContent !== '').map((td) => getComputedStyle(td, '::before').content),
  );
  expect(labels.length).toBeGreaterThan(0);
  expect(labels.filter((label) => label === 'none' || label === '""' || label === 'normal')).toEqual([]);
  await expect(table.locator('td[data-label="Office"]', { hasText: 'Chief Justice' }).first()).toBeVisible();
  await admin.context().close();
});

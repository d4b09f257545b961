// The three translation editors share one layout (issue 24): on a laptop the English sits left of
// its translation, on a phone above it, with one set of controls (save, previous/next, status), no
// sideways scrolling and no serious or critical axe finding, each editor keeping its own words.
import { expect, test, type Page } from './fixtures.js';
import { axeFindings, isBlocking } from './axe.js';
import { signInAdminByApi } from './sign-in-helpers.js';

// axe is injected as a script: the app's CSP would refuse it (the app itself needs no exception).
test.use({ bypassCSP: true });

interface Editor {
  path: string;
  open: (page: Page) => Promise<void>;
  /** The first English text and the input of its translation. */
  english: string;
  input: string;
  controls: { save: string; previous: string; next: string; status: string };
}

const EDITORS: Editor[] = [
  {
    path: '/admin/translations',
    open: async (page) => {
      await page.getByLabel('Language').selectOption('es');
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
    },
    english: 'What is the form of government of the United States?',
    input: 'Spanish question',
    controls: { save: 'Save', previous: 'Previous', next: 'Next', status: 'Translated' },
  },
  {
    path: '/admin/korean',
    open: async (page) => page.getByRole('button', { name: 'Edit Translation' }).click(),
    english: 'What is the form of government of the United States?',
    input: 'Korean question',
    controls: { save: 'Save', previous: 'Previous', next: 'Next', status: 'Translated' },
  },
  {
    path: '/admin/vietnamese-editor',
    open: async (page) =>
      page.getByRole('navigation', { name: 'Danh sách câu hỏi' }).getByRole('button').first().click(),
    english: 'What is the form of government of the United States?',
    input: 'Câu hỏi (tiếng Việt)',
    controls: { save: 'Lưu', previous: 'Câu trước', next: 'Câu tiếp theo', status: 'Đã có bản dịch' },
  },
];

async function seriousAxeFindings(page: Page) {
  return (await axeFindings(page)).filter(isBlocking).map((f) => f.id);
}

for (const [label, viewport, sideBySide] of [
  ['1280×800', { width: 1280, height: 800 }, true],
  ['390×844', { width: 390, height: 844 }, false],
] as const) {
  test(`the three translation editors at ${label}: English ${sideBySide ? 'beside' : 'above'} the translation, one set of controls`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await signInAdminByApi(page);
    for (const editor of EDITORS) {
      await page.goto(editor.path);
      await editor.open(page);
      const english = (await page
        .locator('.side-by-side-english')
        .filter({ hasText: editor.english })
        .first()
        .boundingBox())!;
      const input = (await page.getByLabel(editor.input, { exact: true }).boundingBox())!;
      if (sideBySide) {
        expect(input.x, `${editor.path}: the translation right of the English`).toBeGreaterThan(
          english.x + english.width - 1,
        );
        expect(Math.abs(input.y - english.y), `${editor.path}: on the same row`).toBeLessThan(40);
      } else {
        expect(input.y, `${editor.path}: the translation under the English`).toBeGreaterThan(
          english.y + english.height - 1,
        );
        expect(input.x + input.width, `${editor.path}: within the phone's width`).toBeLessThanOrEqual(viewport.width);
      }
      for (const name of [editor.controls.save, editor.controls.previous, editor.controls.next])
        await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: editor.controls.previous, exact: true })).toBeDisabled();
      await expect(page.locator('.editor-controls-status')).toHaveText(editor.controls.status);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        `${editor.path} scrolls sideways`,
      ).toBeLessThanOrEqual(0);
      expect(await seriousAxeFindings(page), editor.path).toEqual([]);
      // Next moves to the second question, whose Previous leads back.
      await page.getByRole('button', { name: editor.controls.next, exact: true }).click();
      await expect(page.getByRole('button', { name: editor.controls.previous, exact: true })).toBeEnabled();
    }
  });
}

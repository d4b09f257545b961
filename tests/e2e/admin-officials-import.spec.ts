// Issue 19 against the real build and server: the officials import preview on a phone (390 px) and a
// desk (1280 px). A file with a bad row is refused with its line; a governors CSV then shows the
// changes that matter first, keeps a hand-entered successor until the admin unticks it (the file's
// own successor then takes the seat), asks to confirm a past start day, and keeps spelling-only
// changes and ended terms collapsed at the end. Apply carries the choices; the API shows the result.
import { expect, test, type Browser, type Page } from './fixtures.js';
import { axeFindings, isBlocking } from './axe.js';
import { adminPage } from './sign-in-helpers.js';

/** Serious or critical axe findings inside the import card (axe is injected: the context bypasses CSP). */
async function importCardViolations(page: Page): Promise<string[]> {
  const card = page
    .locator('section.card')
    .filter({ hasText: /^Import officials/ })
    .first();
  return (await axeFindings(page, card)).filter(isBlocking).map((f) => f.id);
}

const adminAt = (browser: Browser, width: number) =>
  adminPage(browser, { bypassCSP: true, viewport: { width, height: width < 500 ? 844 : 900 } });

const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

// Each width works on states of its own, so the two runs share a server without meeting.
const runs = [
  { width: 390, successorState: 'ND', spellingState: 'SD', pastState: 'MT' },
  { width: 1280, successorState: 'NH', spellingState: 'VT', pastState: 'ID' },
];

for (const { width, successorState, spellingState, pastState } of runs) {
  test(`the import preview at ${width} px: bad rows, what matters first, a kept successor, a past date to confirm`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const tag = `W${width}x${Date.now().toString(36)}`;
    const admin = await adminAt(browser, width);
    const addGovernor = async (state: string, governorName: string, validFrom: string) => {
      const response = await admin.request.post('/api/admin/governors', {
        data: { state, governorName, partisanship: 'Republican', validFrom },
      });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as { id: number };
    };
    const kept = await addGovernor(successorState, `Hand Entered ${tag}`, '2031-01-05');
    await addGovernor(spellingState, `Robin Example ${tag}`, '2031-01-10');
    const past = dayBefore(3);

    await admin.goto('/admin/governors');
    await expect(admin.getByRole('heading', { level: 1, name: 'Governors' })).toBeVisible();
    await admin.getByRole('button', { name: 'Import file' }).click();
    const fileInput = admin.getByLabel('Officials file');

    // A bad row: its line and reason, and nothing can be applied.
    const bad = [
      'state,name,party,takes office,term ends',
      `${successorState},File Successor ${tag},Republican,2031-01-05,2035-01-01`,
      `${pastState},Pat Libertarian,Libertarian,2031-01-05,`,
    ].join('\n');
    await fileInput.setInputFiles({ name: 'governors.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await expect(admin.getByRole('list', { name: 'Bad rows' })).toContainText(
      'Line 3: Pat Libertarian has the party "Libertarian"',
    );
    await expect(admin.getByRole('button', { name: 'Apply' })).toBeDisabled();

    const good = [
      'State,Name,Party,Takes office,Term ends',
      `${successorState},File Successor ${tag},Republican,2031-01-05,2035-01-01`,
      `${spellingState},Robin Q. Example ${tag},Republican,2031-01-10,`,
      `${pastState},Past Governor ${tag},Republican,${past},2030-01-01`,
      'WV,Long Gone,Republican,2017-01-16,2021-01-18',
    ].join('\n');
    await fileInput.setInputFiles({ name: 'governors.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await expect(
      admin.getByText('Governors (governors CSV): 1 added, 0 changed, 1 retired, 1 spelling only, 0 unchanged.'),
    ).toBeVisible();
    // On a phone the table reads as cards (each cell with its heading), so rows are matched loosely.
    const matter = admin.getByRole('table', { name: 'Changes that matter' });
    const rows = matter.getByRole('row');
    // Header, then the term that ends, then the new holder (the kept successor holds its seat).
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Term ends');
    await expect(rows.nth(2)).toContainText(`New holder`);
    await expect(rows.nth(2)).toContainText(`Past Governor ${tag}`);

    const keep = admin.getByRole('checkbox', { name: new RegExp(`^Keep Hand Entered ${tag}`) });
    await expect(keep).toBeChecked();
    await expect(
      admin.getByText(
        `The file names File Successor ${tag} for this seat from 2031-01-05 (line 2); they wait while this entry is kept.`,
      ),
    ).toBeVisible();

    // Spelling and ended terms are there, collapsed.
    const spelling = admin.getByText(`Name: Robin Example ${tag} → Robin Q. Example ${tag}`);
    await expect(spelling).toBeHidden();
    await admin.getByText('Spelling only (1)').click();
    await expect(spelling).toBeVisible();
    await admin.getByText('Ended terms skipped (1)').click();
    await expect(admin.getByText('Long Gone (WV): term ended 2021-01-18 — line 5')).toBeVisible();

    // The past start day must be confirmed before Apply.
    await expect(admin.getByText(`Past Governor ${tag} (${pastState}) from ${past} — line 4`)).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await admin.getByRole('checkbox', { name: 'I confirm these dates in the past' }).check();
    await expect(admin.getByRole('button', { name: 'Apply' })).toBeEnabled();

    // Unticking the hand-entered successor: the preview shows its cancellation and the file's successor.
    await keep.uncheck();
    // Two terms end (the file's successor now replaces the holder the cancelled entry would have), two new holders, one cancellation.
    await expect(rows).toHaveCount(6);
    await expect(
      matter.getByRole('row', { name: new RegExp(`Cancelled.*${successorState}.*Hand Entered ${tag}`) }),
    ).toBeVisible();
    await expect(
      matter.getByRole('row', { name: new RegExp(`New holder.*${successorState}.*File Successor ${tag}`) }),
    ).toBeVisible();
    await expect(admin.getByText(`File Successor ${tag} (line 2) takes this seat instead.`)).toBeVisible();

    if (width < 500) {
      // Nothing wider than the phone: the table reads as cards, the notes wrap.
      expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    expect(await importCardViolations(admin)).toEqual([]);
    await admin
      .locator('section.card', { has: admin.getByRole('heading', { name: 'Import officials' }) })
      .screenshot({ path: test.info().outputPath(`import-preview-${width}.png`) });

    await admin.getByRole('button', { name: 'Apply' }).click();
    await expect(admin.getByText('Import applied')).toBeVisible();
    const governors = (await (await admin.request.get('/api/admin/governors')).json()) as Array<{
      id: number;
      governorName: string;
      status: string;
      validFrom: string | null;
    }>;
    const named = (name: string) => governors.find((g) => g.governorName === name);
    expect(governors.find((g) => g.id === kept.id)).toMatchObject({ status: 'retired' });
    expect(named(`File Successor ${tag}`)).toMatchObject({ status: 'scheduled', validFrom: '2031-01-05' });
    expect(named(`Robin Q. Example ${tag}`)).toMatchObject({ status: 'scheduled' });
    expect(named(`Past Governor ${tag}`)).toMatchObject({ status: 'current', validFrom: past });
    await admin.context().close();
  });
}

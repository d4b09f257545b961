// Issue 19 against the real build and server: a learner missed the governor question while the
// outgoing governor was in office; an admin scheduled the successor; on inauguration day (the
// device's clock) the incorrect-questions retake grades by the new governor, not the copy the
// browser kept, and the answer says how current it is, with the USCIS updates link.
import { expect, test } from './fixtures.js';
import { adminApi, createLearner, installFakeSpeech, uniqueName } from './api-helpers.js';
import { signInByApi, type BundleQuestion as Question } from './sign-in-helpers.js';

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('the retake of a missed governor question reads the current answer on inauguration day', async ({ page }) => {
  test.setTimeout(120_000);
  // The successor takes office ten days from the server's today: inside the bundle's look-ahead.
  const changeDay = addDays(new Date().toISOString().slice(0, 10), 10);
  const successor = `Casey Example ${Date.now().toString(36)}`;
  const admin = await adminApi();
  const created = await admin.post('/api/admin/governors', {
    data: { state: 'AK', governorName: successor, partisanship: 'Republican', validFrom: changeDay },
  });
  expect(created.status()).toBe(201);
  await admin.dispose();

  const username = uniqueName('asof');
  await createLearner(username, 2, 'secret123', 'en');
  await page.addInitScript(() => localStorage.setItem('interfaceLanguage', 'en'));
  await page.addInitScript(installFakeSpeech);
  await signInByApi(page, username);
  expect((await page.request.patch('/api/user', { data: { state: 'AK' } })).ok()).toBe(true);

  // What the learner saw when they missed it: today's answer, the outgoing governor.
  const bundle = (await (await page.request.get('/api/content/bundle?language=none')).json()) as {
    questions: Question[];
  };
  const governorQuestion = bundle.questions.find((q) => q.dynamicKind === 'governor')!;
  const outgoing = governorQuestion.options.find((o) => o.id === governorQuestion.correctOptionId)!.text;
  expect(outgoing).not.toBe(successor);
  const wrong = governorQuestion.options.find((o) => o.id !== governorQuestion.correctOptionId)!;
  const keptCopy = [{ ...governorQuestion, questionId: governorQuestion.id, userAnswerId: wrong.id, isCorrect: false }];

  // The device's clock on inauguration day, local noon.
  await page.clock.setFixedTime(new Date(`${changeDay}T12:00:00`));
  await page.goto('/study');
  await expect(page.getByRole('heading', { name: 'Study Mode', level: 1 })).toBeVisible();
  await page.evaluate((list) => {
    localStorage.setItem('practiceIncorrectQuestions', JSON.stringify(list));
    localStorage.setItem('practiceMode', JSON.stringify('incorrect'));
  }, keptCopy);

  await page.goto('/incorrect-questions');
  await expect(page.getByText(governorQuestion.questionText, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(successor) })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(outgoing) })).toHaveCount(0);
  await page.getByRole('button', { name: new RegExp(successor) }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Correct!' })).toBeVisible();

  // How current the answer is: the day the successor took office, and where to check.
  const asOf = page.getByTestId('answer-as-of');
  const longDay = new Date(`${changeDay}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  await expect(asOf).toContainText(`Answer as of ${longDay}.`);
  await expect(asOf.getByRole('link', { name: 'uscis.gov/citizenship/testupdates' })).toHaveAttribute(
    'href',
    'https://www.uscis.gov/citizenship/testupdates',
  );
  await expect(page.getByText(successor).first()).toBeVisible();

  await page.setViewportSize({ width: 320, height: 640 });
  await page.screenshot({ path: test.info().outputPath('retake-320.png'), fullPage: true });
});

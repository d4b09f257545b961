import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SettingsPatch } from '@civics/sync-protocol';
import { db, type StoredQuestion } from '../../db/database';
import { updateSettings } from '../../db/learner-records';
import { STORAGE_KEYS } from '../../lib/browser-storage';
import { useLanguageStore } from '../../lib/language-store';
import { readStudyResult } from '../../lib/study-result';
import { useSyncStatus } from '../../sync/sync-status';
import { json, stubFetch, userDto } from '../../test/fetch-stub';
import { bundleMeta } from '../../test/bundle-fixtures';
import { alertWithoutStorage, renderApp } from '../../test/render-app';
import { recordSpeech, silenceAndUnmount } from '../../test/speaking-screen';
import { testBank, testQuestion } from './test-bank';
// Loaded up front, so the lazy route does not make the first test wait for the module.
import './study-page';

const USER_ID = 7;

/** Officials rows as an older bundle's: no term dates, no portrait. */
const NO_TERM_OR_PORTRAIT = {
  validFrom: null,
  validUntil: null,
  portraitUrl: null,
  portraitData: null,
  portraitMimeType: null,
};

async function seed(questions: StoredQuestion[] = testBank(30)) {
  await db.questions.bulkPut(questions);
  await db.meta.put(bundleMeta(USER_ID));
  await db.senators.bulkPut([
    {
      id: 1,
      state: 'CA',
      stateName: 'California',
      senatorName: 'Alex Padilla',
      partisanship: 'Democrat',
      inaugurationDay: '2021-01-20',
      asOf: '2026-01-01',
      ...NO_TERM_OR_PORTRAIT,
      senateClass: null,
    },
    {
      id: 2,
      state: 'CA',
      stateName: 'California',
      senatorName: 'Adam Schiff',
      partisanship: 'Democrat',
      inaugurationDay: '2024-12-09',
      asOf: '2026-01-01',
      ...NO_TERM_OR_PORTRAIT,
      senateClass: null,
    },
    {
      id: 3,
      state: 'TX',
      stateName: 'Texas',
      senatorName: 'John Cornyn',
      partisanship: 'Republican',
      inaugurationDay: '2002-12-02',
      asOf: '2026-01-01',
      ...NO_TERM_OR_PORTRAIT,
      senateClass: null,
    },
  ]);
  await db.governors.bulkPut([
    {
      id: 1,
      state: 'CA',
      stateName: 'California',
      governorName: 'Gavin Newsom',
      partisanship: 'Democrat',
      inaugurationDay: '2019-01-07',
      asOf: '2026-01-01',
      ...NO_TERM_OR_PORTRAIT,
    },
  ]);
}

const signedInAs = (overrides: Record<string, unknown> = {}) => stubFetch(() => json(userDto(overrides)));

/** The study screen, signed in, on a device seeded with `questions` and the learner's saved study settings. */
async function openStudy({
  questions,
  settings,
  user,
}: {
  questions?: StoredQuestion[];
  settings?: SettingsPatch['studyModeSettings'];
  user?: Record<string, unknown>;
} = {}) {
  await seed(questions);
  if (settings) await updateSettings(USER_ID, { studyModeSettings: settings });
  signedInAs(user);
  return renderApp('/study');
}
const question = async () => screen.findByRole('heading', { level: 2, name: /^Question text \d+\?$/ });
const questionNumber = async () => Number((await question()).textContent?.match(/\d+/)?.[0]);
const option = (n: number, of: number) =>
  screen.getByRole('radio', { name: new RegExp(`Answer ${n} of ${of}(?!\\d)`) });
const spoken: string[] = [];

beforeEach(async () => {
  await db.open();
  useLanguageStore.setState({ language: 'vi', autoBilingual: false });
  recordSpeech(spoken);
});

afterEach(async () => {
  await silenceAndUnmount();
  useSyncStatus.setState({ online: true });
  await db.delete();
});

describe('the study screen', () => {
  it('asks for a translation language first, with a way to Settings', async () => {
    useLanguageStore.setState({ language: 'none' });
    signedInAs();
    renderApp('/study');
    expect(await screen.findByRole('heading', { name: 'Language Required' })).toBeInTheDocument();
    expect(screen.getByText('Please select a translation language before starting Study Mode.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Settings' }).getAttribute('href')).toBe('/settings');
    // The tab bar is the way around on every learner screen.
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeInTheDocument();
  });

  it('shows the approval notice at level 0 and no question', async () => {
    await openStudy({ user: { approval_level: 0, is_approved: false } });
    expect(await screen.findByText('Your account is not approved yet')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('says the questions are not on the device yet when offline without a bundle', async () => {
    useSyncStatus.setState({ online: false });
    signedInAs();
    renderApp('/study');
    expect(await screen.findByRole('heading', { name: 'Questions not on this device yet' })).toBeInTheDocument();
  });

  it('says Error starting study mode when no question of the chosen category is stored', async () => {
    await openStudy({ questions: [] });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error starting study mode');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('says Error starting study mode when the device storage cannot be opened', async () => {
    signedInAs();
    const alert = await alertWithoutStorage('/study');
    expect(alert.textContent).toContain('Error starting study mode');
    expect(alert.textContent).toContain('This browser could not open the question storage on this device.');
  });

  it('starts at question 1 with 1/5 and 7:30 left, shows feedback and stores the answer at once', async () => {
    await openStudy();
    expect(await questionNumber()).toBe(1);
    expect(screen.getByLabelText('Question 1 of 5').textContent).toBe('1/5');
    expect(screen.getByTestId('time-remaining').textContent).toBe('7:30');

    fireEvent.click(option(3, 1));
    expect(await screen.findByText('Incorrect')).toBeInTheDocument();
    expect(screen.getByText('Correct answer: Answer 1 of 1')).toBeInTheDocument();
    expect(screen.getByText('Why 1.')).toBeInTheDocument();
    expect(option(3, 1).getAttribute('aria-checked')).toBe('true');
    // The answer is locked.
    fireEvent.click(option(1, 1));
    expect(option(1, 1).getAttribute('aria-checked')).toBe('false');
    await waitFor(async () =>
      expect(await db.answers.toArray()).toMatchObject([{ userId: USER_ID, questionId: 1001, isCorrect: false }]),
    );
    expect((await db.outbox.toArray()).map((op) => op.type)).toEqual(['answer.record']);
  });

  it('moves with the arrows and with swipes of more than 50 px', async () => {
    await openStudy();
    await question();
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(await questionNumber()).toBe(2);
    expect(screen.getByLabelText('Question 2 of 5')).toBeInTheDocument();
    const area = (await question()).closest('.study-swipe-area')!;
    fireEvent.touchStart(area, { touches: [{ clientX: 200, clientY: 100 }] });
    fireEvent.touchEnd(area, { changedTouches: [{ clientX: 160, clientY: 100 }] });
    expect(await questionNumber()).toBe(2);
    fireEvent.touchStart(area, { touches: [{ clientX: 200, clientY: 100 }] });
    fireEvent.touchEnd(area, { changedTouches: [{ clientX: 120, clientY: 110 }] });
    expect(await questionNumber()).toBe(3);
    fireEvent.touchStart(area, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(area, { changedTouches: [{ clientX: 200, clientY: 100 }] });
    expect(await questionNumber()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Previous question' }));
    expect(await questionNumber()).toBe(1);
    expect((screen.getByRole('button', { name: 'Previous question' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reads the question twice then the correct answer when tapped, and an option when chosen', async () => {
    await openStudy();
    fireEvent.click(await screen.findByRole('button', { name: 'Question text 1?' }));
    await waitFor(() => expect(spoken).toEqual(['Question text 1?', 'Question text 1?', 'Answer 1 of 1']), {
      timeout: 3_000,
    });
    spoken.length = 0;
    fireEvent.click(option(2, 1));
    await waitFor(() => expect(spoken).toEqual(['Answer 2 of 1']));
  });

  it('shows the translation beside the English in bilingual mode, back to the auto value on the next question', async () => {
    await openStudy({
      questions: [...testBank(4), testQuestion(5, { translations: {} })],
      settings: { autoBilingual: false },
    });
    await question();
    expect(screen.queryByText('Câu hỏi 1?')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Bilingual' }));
    expect(screen.getByText('Câu hỏi 1?')).toBeInTheDocument();
    expect(screen.getByText('Trả lời 2 của 1')).toBeInTheDocument();
    fireEvent.click(option(1, 1));
    expect(await screen.findByText('Vì 1.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    await waitFor(async () => expect(await questionNumber()).toBe(2));
    expect(screen.queryByText('Câu hỏi 2?')).toBeNull();
    expect(screen.getByRole('button', { name: 'Bilingual' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('is bilingual from the start with auto-bilingual on, and marks a missing translation', async () => {
    await openStudy({
      questions: [testQuestion(1, { translations: {} }), ...testBank(5).slice(1)],
      settings: { autoBilingual: true },
    });
    await question();
    expect((await screen.findAllByText('[Bản dịch không có sẵn]')).length).toBeGreaterThan(1);
  });

  it('opens the Senator Information panel after option_4 on the senators question, with a state picker', async () => {
    await openStudy({ settings: { currentBatchIndex: 20 }, user: { state: 'CA' } });
    expect(await questionNumber()).toBe(21);
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(await questionNumber()).toBe(23);
    fireEvent.click(option(4, 23));
    const panel = await screen.findByRole('region', { name: 'Senator Information' });
    expect(await within(panel).findByText('Alex Padilla')).toBeInTheDocument();
    expect(within(panel).getByText('Adam Schiff')).toBeInTheDocument();
    expect(within(panel).getByText('In office since January 20, 2021')).toBeInTheDocument();
    expect(within(panel).getAllByText('Party: Democratic')).toHaveLength(2);
    expect(within(panel).getByText('AP')).toBeInTheDocument();
    fireEvent.change(within(panel).getByLabelText('State'), { target: { value: 'TX' } });
    expect(await within(panel).findByText('John Cornyn')).toBeInTheDocument();
    fireEvent.change(within(panel).getByLabelText('State'), { target: { value: 'VT' } });
    expect(await within(panel).findByText('No senator information available for this state.')).toBeInTheDocument();
  });

  it('shows no panel when the senators question gets another answer, and the governor panel for its question', async () => {
    await openStudy({ questions: testBank(65), settings: { currentBatchIndex: 60 }, user: { state: 'CA' } });
    expect(await questionNumber()).toBe(61);
    fireEvent.click(option(4, 61));
    const panel = await screen.findByRole('region', { name: 'Governor Information' });
    expect(await within(panel).findByText('Gavin Newsom')).toBeInTheDocument();
    fireEvent.change(within(panel).getByLabelText('State'), { target: { value: 'NY' } });
    expect(await within(panel).findByText('No governor information available for this state.')).toBeInTheDocument();
    cleanup();

    await updateSettings(USER_ID, { studyModeSettings: { currentBatchIndex: 20 } });
    renderApp('/study');
    expect(await questionNumber()).toBe(21);
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    fireEvent.click(option(1, 23));
    await screen.findByText('Incorrect');
    expect(screen.queryByRole('region', { name: 'Senator Information' })).toBeNull();
  });

  it('offers only the 20 questions of level 1, with the level 1 message', async () => {
    await openStudy({ questions: testBank(30), settings: { currentBatchIndex: 25 }, user: { approval_level: 1 } });
    expect(await screen.findByText(/You can only view the first 20 questions/)).toBeInTheDocument();
    // Batch 25 does not exist for level 1: back to question 1.
    expect(await questionNumber()).toBe(1);
  });

  it('completes the study: a skipped question is offered first, then listed as skipped; result stored, session recorded, next batch saved, then /study-results', async () => {
    const router = await openStudy({ questions: testBank(12), settings: { currentBatchIndex: 5 } });
    expect(await questionNumber()).toBe(6);
    for (let n = 6; n <= 10; n += 1) {
      if (n > 6) fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
      await waitFor(async () => expect(await questionNumber()).toBe(n));
      if (n !== 8) fireEvent.click(option(n === 9 ? 2 : 1, n)); // 8 skipped, 9 wrong
    }
    const complete = screen.getByRole('button', { name: 'Complete Study' });
    fireEvent.click(complete);
    // Question 8 is still open: the screen says so and offers to answer it (the safe, focused choice).
    const dialog = await screen.findByRole('alertdialog', { name: '1 question not answered' });
    expect(dialog.textContent).toContain('8. Question text 8?');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Answer them' }));
    fireEvent.click(screen.getByRole('button', { name: 'Answer them' }));
    await waitFor(async () => expect(await questionNumber()).toBe(8));
    expect(router.state.location.pathname).toBe('/study');
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Complete Study' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Complete with them skipped' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/study-results'));
    expect(readStudyResult()).toMatchObject({
      totalQuestions: 4,
      correctAnswers: 3,
      score: 75,
      completed: true,
      lastQuestionNumber: 10,
      skippedQuestionIds: [1008],
    });
    expect(readStudyResult()?.questions.map((q) => q.questionId)).toEqual([1006, 1007, 1009, 1010]);
    expect(await db.studySessions.toArray()).toMatchObject([
      { sessionType: 'study', questionsCount: 4, correctAnswers: 3, language: 'vi', categoryFilters: [] },
    ]);
    expect((await db.settings.get(USER_ID))?.studyModeSettings.currentBatchIndex).toBe(10);
    expect(localStorage.getItem(STORAGE_KEYS.currentBatchIndex)).toBe('10');
  });

  it('wraps to question 1 after the last batch, and Complete Study waits for an answer', async () => {
    const router = await openStudy({ questions: testBank(12), settings: { currentBatchIndex: 10 } });
    expect(await questionNumber()).toBe(11);
    expect(screen.getByLabelText('Question 1 of 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    const complete = await screen.findByRole('button', { name: 'Complete Study' });
    expect((complete as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Answer at least one question to complete your study.')).toBeInTheDocument();
    fireEvent.click(option(1, 12));
    await waitFor(() => expect((complete as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(complete);
    fireEvent.click(await screen.findByRole('button', { name: 'Complete with them skipped' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/study-results'));
    expect((await db.settings.get(USER_ID))?.studyModeSettings.currentBatchIndex).toBe(0);
  });

  it('follows the flags of the results screen: Study Again, then Begin Again', async () => {
    localStorage.setItem(STORAGE_KEYS.studyAgainQuestions, JSON.stringify([1013, 1012]));
    localStorage.setItem(STORAGE_KEYS.studyAgainMode, 'true');
    await openStudy({ questions: testBank(30), settings: { currentBatchIndex: 25 } });
    expect(await questionNumber()).toBe(11);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.studyAgainQuestions)).toBeNull());
    cleanup();

    localStorage.setItem(STORAGE_KEYS.beginAgain, 'true');
    localStorage.setItem(STORAGE_KEYS.startNextTest, 'true');
    renderApp('/study');
    expect(await questionNumber()).toBe(1);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.beginAgain)).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.startNextTest)).toBeNull();
  });

  it("says Time's Up when the time runs out and goes to the results 3 s later with what was answered", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const router = await openStudy({ questions: testBank(10) });
    await question();
    fireEvent.click(option(1, 1));
    await waitFor(async () => expect(await db.answers.count()).toBe(1));
    act(() => vi.advanceTimersByTime(449_000));
    expect(screen.getByTestId('time-remaining').textContent).toBe('0:01');
    act(() => vi.advanceTimersByTime(1_000));
    // Said on the screen before it leaves, with the open questions kept as unanswered.
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Time's Up!4 questions were not answered; they stay unanswered, not wrong.",
    );
    expect(router.state.location.pathname).toBe('/study');
    await waitFor(() => expect(router.state.location.pathname).toBe('/study-results'), { timeout: 4_000 });
    expect(readStudyResult()).toMatchObject({ totalQuestions: 1, correctAnswers: 1, completed: false });
    expect(readStudyResult()?.skippedQuestionIds).toHaveLength(4);
    // The batch is not finished: the next session starts here again.
    expect((await db.settings.get(USER_ID))?.studyModeSettings.currentBatchIndex ?? 0).toBe(0);
  });
});

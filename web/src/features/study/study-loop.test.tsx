// Issue 13 on the study screen: a failed first download says so with a retry, Time's Up with
// nothing answered explains itself instead of a '0/0' results page, and an empty category is named.
import 'fake-indexeddb/auto';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STUDY_SETTINGS, DEFAULT_TEST_SETTINGS } from '@civics/sync-protocol/constants';
import { db, type StoredQuestion } from '../../db/database';
import { updateSettings } from '../../db/learner-records';
import { useLanguageStore } from '../../lib/language-store';
import { readStudyResult } from '../../lib/study-result';
import { useSyncStatus } from '../../sync/sync-status';
import { json, stubFetch, userDto } from '../../test/fetch-stub';
import { bundleMeta } from '../../test/bundle-fixtures';
import { renderApp } from '../../test/render-app';
import { recordSpeech, silenceAndUnmount } from '../../test/speaking-screen';
import { testBank } from './test-bank';
import './study-page';

const USER_ID = 7;

/** The device holds `questions` and the learner's bundle meta, as after the first download. */
async function seedBank(questions: StoredQuestion[]) {
  await db.questions.bulkPut(questions);
  await db.meta.put(bundleMeta(USER_ID));
}
const shownQuestion = () => screen.findByRole('heading', { level: 2, name: /^Question text \d+\?$/ });

beforeEach(async () => {
  await db.open();
  useLanguageStore.setState({ language: 'vi', autoBilingual: false });
  recordSpeech([]);
  stubFetch(() => json(userDto({ id: USER_ID })));
});
afterEach(async () => {
  await silenceAndUnmount();
  useSyncStatus.setState({ online: true, content: 'idle', lastError: null, syncing: false });
  localStorage.clear();
  await db.delete();
});

describe('study: the learner loop', () => {
  it("shows 'Failed to fetch questions' with a retry button when the download failed, not a spinner", async () => {
    useSyncStatus.setState({ online: true, content: 'failed', syncing: false, lastError: null });
    renderApp('/study');
    expect(await screen.findByRole('heading', { name: 'Failed to fetch questions' })).toBeInTheDocument();
    expect(screen.getByText('Network error. Please check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading questions' })).toBeNull();
  });

  it("says Time's Up with a way back, and no '0/0' results, when nothing was answered", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await seedBank(testBank(10));
    const router = renderApp('/study');
    await shownQuestion();
    // The session clock starts in an effect, which may run after the first paint: wait for it.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));
    act(() => vi.advanceTimersByTime(450_000));
    expect(
      await screen.findByText(
        'The time ran out before you answered a question, so there is nothing to score. Start the session again when you are ready.',
      ),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 3_200));
    expect(router.state.location.pathname).toBe('/study');
    expect(readStudyResult()).toBeNull();
    expect(await db.studySessions.count()).toBe(0);
    fireEvent.click(screen.getByRole('link', { name: 'Study Again' }));
    expect(await shownQuestion()).toBeInTheDocument();
  }, 10_000);

  it('draws from the category chosen on Settings in this visit (session key selectedCategory)', async () => {
    // Question n is in category (n % 3) + 1: category 2 holds questions 1, 4, 7, 10.
    await seedBank(testBank(12));
    sessionStorage.setItem('selectedCategory', '2');
    renderApp('/study');
    const first = await shownQuestion();
    expect(first.textContent).toBe('Question text 1?');
    fireEvent.click(screen.getByRole('button', { name: /^Next/ }));
    expect((await shownQuestion()).textContent).toBe('Question text 4?');
  });

  it("names the empty category in the spec's Vietnamese words", async () => {
    await seedBank(testBank(10).map((q) => ({ ...q, categoryId: 1 })));
    await db.categories.bulkPut([
      { id: 1, name: 'American Government', translations: {} },
      { id: 2, name: 'Geography', translations: {} },
    ] as never);
    await updateSettings(USER_ID, { studyModeSettings: { categoryFilters: [2] } });
    renderApp('/study');
    expect(await screen.findByText('Không có câu hỏi trong danh mục Geography')).toBeInTheDocument();
  });

  // What a sync pull does: the account's settings replace the device's copy.
  const pullBatchIndex = (currentBatchIndex: number) =>
    db.settings.put({
      userId: USER_ID,
      studyModeSettings: { ...DEFAULT_STUDY_SETTINGS, currentBatchIndex },
      testModeSettings: { ...DEFAULT_TEST_SETTINGS },
      fieldTimes: {},
    });

  it('moves an untouched session to the batch a sync brings from another device', async () => {
    await seedBank(testBank(20));
    await pullBatchIndex(0);
    renderApp('/study');
    expect(await screen.findByRole('heading', { level: 2, name: 'Question text 1?' })).toBeInTheDocument();
    await act(() => pullBatchIndex(10));
    expect(await screen.findByRole('heading', { level: 2, name: 'Question text 11?' })).toBeInTheDocument();
  });

  it('keeps the batch once the learner answered, whatever a later sync brings', async () => {
    await seedBank(testBank(20));
    await pullBatchIndex(5);
    renderApp('/study');
    expect(await screen.findByRole('heading', { level: 2, name: 'Question text 6?' })).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('radio')[0]!);
    await vi.waitFor(async () => expect(await db.answers.count()).toBe(1));
    await act(() => pullBatchIndex(10));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('heading', { level: 2, name: 'Question text 6?' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Question text 11?' })).toBeNull();
  });
});

// Leaving a test in progress asks first (Home, Logout, Back), and the test header has one Logout.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../db/database';
import { updateSettings } from '../../db/learner-records';
import { setSpeechEngine } from '../../speech/speech-engine';
import { stopSpeaking } from '../../speech/speak-sequence';
import { json, stubFetch, userDto } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { bank, meta } from './test-fixtures';
import './test-page';

const USER_ID = 7;

async function openTest() {
  await db.questions.bulkPut(bank(12));
  await db.meta.put(meta(USER_ID));
  await updateSettings(USER_ID, { testModeSettings: { questionsCount: 3 } });
  const calls: string[] = [];
  stubFetch((url) => {
    calls.push(url);
    return json(userDto({ id: USER_ID }));
  });
  const router = renderApp('/test');
  await screen.findAllByRole('radio', {}, { timeout: 3_000 });
  await waitFor(() => expect(screen.queryByText('Loading test...')).toBeNull(), { timeout: 3_000 });
  return { router, calls };
}

beforeEach(async () => {
  await db.open();
  setSpeechEngine({ isAvailable: () => true, speak: async () => {}, cancel: () => {} });
});

afterEach(async () => {
  stopSpeaking();
  setSpeechEngine(null);
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 20));
  await db.delete();
});

describe('leaving a test in progress', () => {
  it('shows one Logout and a labelled Home, and Home asks before leaving, then goes Home', async () => {
    const { router } = await openTest();
    expect(screen.getAllByRole('button', { name: 'Logout' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave the test?' });
    expect(dialog.textContent).toContain('Your answers in this test will be lost.');
    // The safe choice has the focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep testing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep testing' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/test');

    // The running test is kept for a reload (testTimeData) until the learner leaves it.
    await waitFor(() => expect(localStorage.getItem('testTimeData')).not.toBeNull());
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave test' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(localStorage.getItem('testTimeData')).toBeNull();
  }, 15_000);

  it('asks on Back (a history pop) too', async () => {
    const { router } = await openTest();
    await router.navigate('/home');
    expect(await screen.findByRole('alertdialog', { name: 'Leave the test?' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/test');
    fireEvent.click(screen.getByRole('button', { name: 'Leave test' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  }, 15_000);

  it('asks before Logout, and logs out only when confirmed', async () => {
    const { router, calls } = await openTest();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('alertdialog', { name: 'Leave the test?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep testing' }));
    expect(calls.some((url) => url.includes('/api/logout'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave test' }));
    // The test's settings change has not been sent (no sync runs here): issue 30's warning comes next.
    expect(await screen.findByTestId('unsent-count')).toHaveProperty('textContent', '1 change is not sent yet: it will be sent the next time you sign in here.');
    expect(calls.some((url) => url.includes('/api/logout'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(calls.some((url) => url.includes('/api/logout'))).toBe(true);
  }, 15_000);
});

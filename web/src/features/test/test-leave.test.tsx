// Leaving a test in progress asks first (Home, Back); the test header has no Logout beside the clock
// (issue 31), and the test begins on the Start of the card before it.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../db/database';
import { updateSettings } from '../../db/learner-records';
import { json, stubFetch, userDto } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { speakingScreenHooks } from '../../test/speaking-screen';
import { bank, meta, startTest } from './test-fixtures';
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
  await startTest();
  return { router, calls };
}

speakingScreenHooks();

describe('leaving a test in progress', () => {
  it('shows no Logout and a labelled Home, and Home asks before leaving, then goes Home', async () => {
    const { router } = await openTest();
    expect(screen.queryAllByRole('button', { name: 'Logout' })).toHaveLength(0);
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
    expect(await screen.findByRole('alertdialog', { name: 'Leave the test?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/test');
    fireEvent.click(screen.getByRole('button', { name: 'Leave test' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  }, 15_000);

  it('says what is coming before the test, and starts the clock only on Start', async () => {
    await db.questions.bulkPut(bank(12));
    await db.meta.put(meta(USER_ID));
    await updateSettings(USER_ID, { testModeSettings: { questionsCount: 3 } });
    stubFetch(() => json(userDto({ id: USER_ID })));
    renderApp('/test');
    const start = await screen.findByRole('button', { name: 'Start' }, { timeout: 3_000 });
    expect(screen.getByTestId('test-intro-count').textContent).toBe('3 questions');
    expect(screen.getByTestId('test-intro-time').textContent).toBe(
      'Time: 3 minutes. The clock starts when you press Start.',
    );
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    // The session (and its clock) is not there until Start: no running test is kept for a reload.
    expect(localStorage.getItem('testTimeData')).toBeNull();
    fireEvent.click(start);
    await waitFor(() => expect(localStorage.getItem('testTimeData')).not.toBeNull(), { timeout: 3_000 });
    expect(screen.getByRole('timer').textContent).toMatch(/^(3:00|2:5\d)$/);
  }, 15_000);
});

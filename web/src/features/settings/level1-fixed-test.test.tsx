// A level 1 learner with an admin's fixed test assigned (issue 9) gets a way into /test from Home
// and Settings; the random test stays level 2 (Level 2 Required, then the purchase page).
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type BundleMeta } from '../../db/database';
import { useLanguageStore } from '../../lib/language-store';
import { json, stubFetch, userDto } from '../../test/fetch-stub';
import { bundleMeta } from '../../test/bundle-fixtures';
import { renderApp } from '../../test/render-app';

const USER_ID = 7;
const meta = (testDefinitions: BundleMeta['testDefinitions']) =>
  bundleMeta(USER_ID, {
    approvalLevel: 1,
    testModeConfig: { timePerQuestion: 120, readCount: 3, questionOrder: 'ordered', shuffleOptions: false },
    testDefinitions,
  });
const assigned = [
  { id: 43, name: 'Starter check', version: '2025' as const, questionIds: [1001], timeLimitMinutes: 3 },
];

beforeEach(async () => {
  await db.open();
  useLanguageStore.setState({ language: 'vi', autoBilingual: false });
  stubFetch(() => json(userDto({ id: USER_ID, approval_level: 1 })));
});
afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 50));
  await db.delete();
});

describe('level 1 with an assigned fixed test', () => {
  it('opens Test Mode from Home', async () => {
    await db.meta.put(meta(assigned));
    const router = renderApp('/home');
    // The tile starts locked until the device has read the fixed tests, then opens the test.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Test Mode/ }).textContent).toContain('A test was prepared for you.'),
    );
    const card = screen.getByRole('link', { name: /Test Mode/ });
    expect(card.getAttribute('href')).toBe('/test');
    expect(screen.queryByText('Level 2 Required')).toBeNull();
    fireEvent.click(card);
    await waitFor(() => expect(router.state.location.pathname).toBe('/test'));
  });

  it('keeps Test Mode locked on Home without one', async () => {
    await db.meta.put(meta([{ ...assigned[0]!, version: '2008' }]));
    renderApp('/home');
    expect(await screen.findByText('Level 2 Required')).toBeInTheDocument();
    // Locked, the tile says what level 2 gives and leads to /checkout (issue 22), never to /test.
    expect(screen.getByRole('link', { name: /Test Mode/ }).getAttribute('href')).toBe('/checkout');
  });

  it('opens the Test tab in Settings for the assigned test, and the random test still asks for Level 2', async () => {
    await db.meta.put(meta(assigned));
    const router = renderApp('/settings');
    const tab = await screen.findByRole('tab', { name: 'Test Mode' });
    fireEvent.click(tab);
    expect(await screen.findByText(/A test was prepared for you, and you can take it now/)).toBeInTheDocument();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: /Random test: Level 2 Required/ }));
    expect(screen.getByText('Test Mode Requires Level 2 Access')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(2_000));
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('goes to /test from the assigned-test button', async () => {
    await db.meta.put(meta(assigned));
    const router = renderApp('/settings');
    fireEvent.click(await screen.findByRole('tab', { name: 'Test Mode' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Take My Assigned Test' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/test'));
  });
});

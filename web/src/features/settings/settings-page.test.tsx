import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../db/database';
import { updateSettings } from '../../db/learner-records';
import { useLanguageStore } from '../../lib/language-store';
import { useSyncStatus } from '../../sync/sync-status';
import { json, stubFetch, userDto } from '../../test/fetch-stub';
import { bundleMeta, storedQuestion } from '../../test/bundle-fixtures';
import { renderApp } from '../../test/render-app';

const USER_ID = 7;

const question = (n: number) => storedQuestion(n, { categoryId: 1 + (n % 3) });

/** A server that knows one learner; records PATCH /api/user and answers the changed user. */
function server(overrides: Record<string, unknown> = {}) {
  let user = userDto(overrides);
  return stubFetch((url, init) => {
    if (url === '/api/user' && init.method === 'PATCH') {
      const patch = JSON.parse(String(init.body)) as { state?: string; testVersion?: string };
      user = {
        ...user,
        ...(patch.state ? { state: patch.state } : {}),
        ...(patch.testVersion ? { test_version: patch.testVersion } : {}),
      };
      return json(user);
    }
    if (url === '/api/user') return json(user);
    throw new TypeError(`unexpected ${url}`);
  });
}

const outbox = () => db.outbox.where('userId').equals(USER_ID).toArray();
const stepper = (name: string) => screen.getByRole('group', { name });
const valueOf = (name: string) => within(stepper(name)).getByText(/^\d+$/).textContent;

beforeEach(async () => {
  await db.open();
  await db.questions.bulkPut(Array.from({ length: 20 }, (_, i) => question(i + 1)));
  await db.categories.bulkPut([
    {
      id: 1,
      name: 'American Government',
      description: null,
      group: null,
      translations: { vi: { name: 'Chính quyền Hoa Kỳ' } },
    },
    { id: 2, name: 'American History', description: null, group: null, translations: {} },
  ]);
  useLanguageStore.setState({ language: 'vi', autoBilingual: false });
});

afterEach(async () => {
  vi.useRealTimers();
  // Unmounting saves what is still waiting; let that finish before the database goes.
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 50));
  useSyncStatus.setState({ online: true });
  await db.delete();
});

describe('settings', () => {
  it('stops every stepper at its limits and moves the time limit in steps of 5', async () => {
    server();
    await updateSettings(USER_ID, {
      studyModeSettings: { questionsCount: 4, questionReadCount: 7, timeLimit: 55 },
      testModeSettings: { questionsCount: 127 },
    });
    renderApp('/settings');
    await screen.findByRole('group', { name: 'Questions per session' });
    expect(valueOf('Questions per session')).toBe('4');
    fireEvent.click(screen.getByRole('button', { name: 'Decrease Questions per session' }));
    expect(valueOf('Questions per session')).toBe('3');
    expect((screen.getByRole('button', { name: 'Decrease Questions per session' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Increase Time limit (minutes)' }));
    expect(valueOf('Time limit (minutes)')).toBe('60');
    expect((screen.getByRole('button', { name: 'Increase Time limit (minutes)' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Decrease Time limit (minutes)' }));
    expect(valueOf('Time limit (minutes)')).toBe('55');
    fireEvent.click(screen.getByRole('tab', { name: 'Test Mode' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase Test questions' }));
    expect(valueOf('Test questions')).toBe('128');
    // The test screen's 60 s per question (spec part 1 §9), not the system default's 120 s.
    expect(
      screen.getByText(/^Test time: 128 minutes \(60 s per question, as the test's countdown runs\)\./),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/An administrator sets the time per question \(Admin › Settings › Test mode\)\.$/),
    ).toBeInTheDocument();
    expect((screen.getByRole('button', { name: 'Increase Test questions' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Increase Read count' }));
    expect(valueOf('Read count')).toBe('8');
    expect((screen.getByRole('button', { name: 'Increase Read count' }) as HTMLButtonElement).disabled).toBe(true);
    // The study time limit governs study: it is in the Study tab only.
    expect(screen.queryByRole('group', { name: 'Time limit (minutes)' })).toBeNull();
  });

  it("shows the time an admin's changed time per question really gives, as the test's countdown runs it", async () => {
    server();
    await db.meta.put(
      bundleMeta(USER_ID, {
        testModeConfig: { timePerQuestion: 90, readCount: 3, questionOrder: 'random', shuffleOptions: true },
      }),
    );
    await updateSettings(USER_ID, { testModeSettings: { questionsCount: 10 } });
    renderApp('/settings');
    fireEvent.click(await screen.findByRole('tab', { name: 'Test Mode' }));
    // 90 s × 10 questions = 15 minutes: the same figure test-reads-and-time.test.tsx sees on the clock.
    expect(await screen.findByText(/^Test time: 15 minutes \(90 s per question/)).toBeInTheDocument();
  });

  it('saves 1 s after the last change, as one outbox op holding only the changed fields', async () => {
    server();
    renderApp('/settings');
    const more = await screen.findByRole('button', { name: 'Increase Questions per session' });
    fireEvent.click(more);
    await new Promise((resolve) => setTimeout(resolve, 600));
    fireEvent.click(more);
    await new Promise((resolve) => setTimeout(resolve, 600));
    // 1.2 s after the first change but only 0.6 s after the last: nothing written yet.
    expect(await outbox()).toHaveLength(0);
    expect(screen.getByText('Saving…')).toBeInTheDocument();

    await waitFor(async () => expect(await outbox()).toHaveLength(1), { timeout: 2000 });
    const [op] = await outbox();
    expect(op).toMatchObject({ type: 'settings.update', payload: { studyModeSettings: { questionsCount: 7 } } });
    expect(Object.keys(op!.payload as object)).toEqual(['studyModeSettings']);
    expect((await db.settings.get(USER_ID))?.studyModeSettings.questionsCount).toBe(7);
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  });

  it('requires a translation language before study, and goes to /study once one is chosen', async () => {
    server();
    useLanguageStore.setState({ language: 'none' });
    const router = renderApp('/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Start Study' }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Language Required');
    expect(toast.textContent).toContain('Please select a translation language before starting Study Mode.');
    expect(router.state.location.pathname).toBe('/settings');
    expect((screen.getByRole('button', { name: 'Please, Select Language First' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.change(screen.getByLabelText('Translation beside the English'), { target: { value: 'ko' } });
    expect(useLanguageStore.getState().language).toBe('ko');
    expect(await screen.findByRole('link', { name: 'Study Results' })).toBeInTheDocument();
    // A synced setting of its own (issue 22), with auto-bilingual on now that there is a translation.
    await waitFor(async () =>
      expect((await outbox()).map((op) => [op.type, op.payload])).toEqual([
        ['settings.update', { studyModeSettings: { translationLanguage: 'ko', autoBilingual: true } }],
      ]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Start Study' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/study'));
    expect(router.state.location.search).toMatch(/^\?reset=\d+$/);
  });

  it('sends a level 1 learner from the Test tab to the purchase page after 2 s', async () => {
    server({ approval_level: 1 });
    const router = renderApp('/settings');
    expect(await screen.findByText(/You can only view the first 20 questions/)).toBeInTheDocument();
    expect(screen.getByText('Available questions: 20')).toBeInTheDocument();
    const category = screen.getByLabelText('Category') as HTMLSelectElement;
    expect(category.disabled).toBe(true);
    expect(category.selectedOptions[0]?.textContent).toBe('All Categories (Level 1)');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('tab', { name: /Test Mode/ }));
    expect(screen.getByText('Test Mode Requires Level 2 Access')).toBeInTheDocument();
    expect(screen.getByText('Redirecting to purchase page to upgrade your account...')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Study Mode' }).getAttribute('aria-selected')).toBe('true');
    await act(async () => vi.advanceTimersByTime(1999));
    expect(router.state.location.pathname).toBe('/settings');
    await act(async () => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('lets a level 2 learner start a test', async () => {
    server();
    const router = renderApp('/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Start Test Mode' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/test'));
  });

  it('shows the approval notice instead of the form at level 0', async () => {
    server({ approval_level: 0, is_approved: false });
    renderApp('/settings');
    expect(await screen.findByText('Your account is not approved yet')).toBeInTheDocument();
    expect(screen.getByText('Please wait for administrator approval to start studying.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('changes the test version through the API and shows the new choice', async () => {
    const fetchMock = server();
    renderApp('/settings');
    const older = await screen.findByRole('radio', { name: '2008 test (N-400 filed before October 20, 2025)' });
    expect(
      (screen.getByRole('radio', { name: '2025 test (N-400 filed on or after October 20, 2025)' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    fireEvent.click(older);
    await waitFor(() => expect((older as HTMLInputElement).checked).toBe(true));
    await waitFor(() => expect((older as HTMLInputElement).disabled).toBe(false));
    const patches = fetchMock.mock.calls.filter(([url, init]) => url === '/api/user' && init.method === 'PATCH');
    expect(patches.map(([, init]) => init.body)).toEqual(['{"testVersion":"2008"}']);
    // The user is asked for again, so the rest of the app sees the new version.
    expect(fetchMock.mock.calls.filter(([url, init]) => url === '/api/user' && init.method === 'GET')).toHaveLength(2);
  });

  it('changes the state through the API when online, and says to connect when offline', async () => {
    const fetchMock = server();
    renderApp('/settings');
    const state = (await screen.findByLabelText('Your state or territory')) as HTMLSelectElement;
    expect(state.value).toBe('CA');
    fireEvent.change(state, { target: { value: 'TX' } });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => url === '/api/user' && init.method === 'PATCH' && init.body === '{"state":"TX"}',
        ),
      ).toBe(true),
    );
    await waitFor(() =>
      expect((screen.getByLabelText('Your state or territory') as HTMLSelectElement).value).toBe('TX'),
    );

    act(() => useSyncStatus.setState({ online: false }));
    expect((screen.getByLabelText('Your state or territory') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getAllByText('Connect to the internet to change this.').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('radio').every((radio) => (radio as HTMLInputElement).disabled)).toBe(true);
  });

  it('asks to log in, with a button to the sign-in screen, when a save meets an ended session', async () => {
    let sessionEnded = false;
    stubFetch((url, init) => {
      if (url === '/api/user' && init.method === 'PATCH') {
        sessionEnded = true;
        return json({ error: 'Unauthorized', message: 'Not authenticated' }, 401);
      }
      if (url === '/api/user')
        return sessionEnded ? json({ error: 'Unauthorized', message: 'Not authenticated' }, 401) : json(userDto());
      throw new TypeError(`unexpected ${url}`);
    });
    const router = renderApp('/settings');
    fireEvent.change(await screen.findByLabelText('Your state or territory'), { target: { value: 'TX' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Login required');
    expect(alert.textContent).toContain('Please log in to save your settings.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('preselects the category chosen earlier in this visit (session key selectedCategory)', async () => {
    server();
    sessionStorage.setItem('selectedCategory', '2');
    renderApp('/settings');
    await screen.findByRole('option', { name: 'American History' });
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('2');
    cleanup();
    // A category the device does not know is ignored: the saved setting (all) shows.
    sessionStorage.setItem('selectedCategory', '99');
    renderApp('/settings');
    await screen.findByRole('option', { name: 'American History' });
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('all');
  });

  it('mirrors the auto-bilingual switch in the language store and names the translated category', async () => {
    server();
    renderApp('/settings');
    const toggle = await screen.findByRole('switch', { name: /Auto-bilingual/ });
    fireEvent.click(toggle);
    expect(useLanguageStore.getState().autoBilingual).toBe(true);
    expect(await screen.findByRole('option', { name: 'American Government (Chính quyền Hoa Kỳ)' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '2' } });
    expect(sessionStorage.getItem('selectedCategory')).toBe('2');
    await waitFor(
      async () =>
        expect((await db.settings.get(USER_ID))?.studyModeSettings).toMatchObject({
          autoBilingual: true,
          categoryFilters: [2],
        }),
      { timeout: 2000 },
    );
  });
});

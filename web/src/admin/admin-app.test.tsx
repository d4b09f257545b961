import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/fetch-stub';
import { AdminApp } from './admin-app';

const dashboard = {
  pendingApprovals: [
    // The waiting time is counted from createdAt, as the users list counts it (not the rounded waitingHours).
    {
      id: 3,
      username: 'lan',
      fullName: 'Lan Tran',
      email: 'lan@example.com',
      createdAt: new Date(Date.now() - 30.5 * 3_600_000).toISOString(),
      waitingHours: 29,
      emailVerified: true,
    },
  ],
  pendingTotal: 1,
  learnersByLevel: { level0: 1, level1: 4, level2: 2, admins: 1 },
  activeLearners: { days7: 5, days30: 6 },
  answersSyncedToday: 42,
  tests: { taken: 4, passed: 3, passRate: 0.75 },
  generatedAt: '2026-01-02T06:00:00.000Z',
};

/** The dashboard's own call answers; any other panel's call is refused (they have their own tests). */
const server = (url: string) =>
  url === '/api/admin/dashboard' ? json(dashboard) : json({ error: 'Not Found', message: 'Not here' }, 404);

function renderAdmin(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminApp />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The dashboard's approval queue: there once the dashboard has loaded. */
const PENDING_TABLE = { name: 'Accounts waiting for approval, oldest first' };
const findPendingTable = () => screen.findByRole('table', PENDING_TABLE);

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

describe('admin app', () => {
  it('shows the dashboard figures, each linking to its screen, and the oldest waiting account', async () => {
    stubFetch(server);
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect((await screen.findByRole('link', { name: /Waiting for approval\s*1/ })).getAttribute('href')).toBe(
      '/admin/users',
    );
    expect(screen.getByRole('link', { name: /Tests taken\s*4\s*pass rate 75 %/ }).getAttribute('href')).toBe(
      '/admin/test-instances',
    );
    expect(screen.getByRole('link', { name: /Answers synced today\s*42/ })).toBeInTheDocument();
    expect(screen.getByRole('table', PENDING_TABLE).textContent).toContain('30 h (over 24 h)');
  });

  it("shows the server's message with Retry when a screen's data fails to load", async () => {
    let fail = true;
    const fetchMock = stubFetch((url) =>
      fail && url === '/api/admin/dashboard'
        ? json({ error: 'Internal Server Error', message: 'Database is locked' }, 500)
        : server(url),
    );
    renderAdmin('/admin/dashboard');
    // One retry (the spec's fetch constants), then the error.
    expect(await screen.findByText('Database is locked', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/admin/dashboard')).toHaveLength(2);
    fail = false;
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await findPendingTable()).toBeInTheDocument();
  });

  it('replaces every screen with the connection notice while offline', async () => {
    stubFetch(server);
    renderAdmin('/admin/dashboard');
    await findPendingTable();
    setOnline(false);
    expect(screen.getByRole('heading', { name: 'The admin area needs a connection' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
    setOnline(true);
    expect(await findPendingTable()).toBeInTheDocument();
  });

  it('answers an unknown admin path with its own not-found page inside the layout', async () => {
    stubFetch(server);
    renderAdmin('/admin/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });
});

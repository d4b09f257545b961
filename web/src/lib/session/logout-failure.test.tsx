// Spec part 1 §2: Logout goes to /auth "even if logout fails", and the device forgets the session:
// a failed POST /api/logout must not let the still-valid server cookie sign the learner back in.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch, userDto } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { readCachedUser } from './cached-user';
import { resetCurrentUserStore, useCurrentUserStore } from './current-user-store';
import { isSignedOutLocally } from './signed-out-flag';

beforeEach(() => {
  localStorage.clear();
  resetCurrentUserStore();
});
afterEach(() => cleanup());

describe('a logout the server refuses', () => {
  it('still ends at /auth signed out, and stays signed out while the server session lives on', async () => {
    let logoutWorks = false;
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/api/logout'))
        return logoutWorks
          ? json({ message: 'Logged out successfully' })
          : json({ error: 'Internal Server Error', message: 'boom' }, 500);
      // The server still knows the session: GET /api/user keeps answering the learner.
      if (url.endsWith('/api/user') && (init.method ?? 'GET') === 'GET') return json(userDto({ id: 7 }));
      return json({});
    });
    const router = renderApp('/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }, { timeout: 10_000 }));
    // Signed out here all the same: the learner is told so, not that something failed.
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Signed out on this phone');
    expect(notice).toHaveTextContent('The server will be told the next time it can be reached.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(useCurrentUserStore.getState().user).toBeNull();
    expect(readCachedUser()).toBeNull();

    // Asking the server again (focus, a reload) does not sign the learner back in.
    await useCurrentUserStore.getState().fetchUser({ force: true });
    expect(useCurrentUserStore.getState().user).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(router.state.location.pathname).toBe('/auth');

    // The logout is tried again; once the server confirms it, the device flag goes.
    logoutWorks = true;
    await useCurrentUserStore.getState().fetchUser({ force: true });
    await waitFor(() => expect(isSignedOutLocally()).toBe(false));
    expect(fetchMock.mock.calls.filter(([url]) => url.endsWith('/api/logout')).length).toBeGreaterThanOrEqual(3);
  });

  it('signs out offline with a plain notice, not a failure with the browser\'s "Failed to fetch"', async () => {
    let online = true;
    stubFetch((url) => {
      if (!online) throw new TypeError('Failed to fetch');
      return url.endsWith('/api/user') ? json(userDto({ id: 7 })) : json({});
    });
    const router = renderApp('/settings');
    const logout = await screen.findByRole('button', { name: 'Logout' }, { timeout: 10_000 });
    online = false;
    fireEvent.click(logout);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Signed out on this phone');
    expect(notice).toHaveTextContent('The server will be told when you are back online.');
    expect(screen.queryByText(/Failed to fetch|Logout failed/)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(isSignedOutLocally()).toBe(true);
  });

  it("says 'Session expired' when a 401 ends a signed-in session", async () => {
    let signedIn = true;
    stubFetch((url) =>
      url.endsWith('/api/user') && !signedIn
        ? json({ error: 'Unauthorized', message: 'Not authenticated' }, 401)
        : json(userDto({ id: 7 })),
    );
    renderApp('/settings');
    await screen.findByRole('button', { name: 'Logout' });
    signedIn = false;
    await useCurrentUserStore.getState().fetchUser({ force: true });
    expect(await screen.findByText('Session expired')).toBeInTheDocument();
    expect(useCurrentUserStore.getState().user).toBeNull();
  });
});

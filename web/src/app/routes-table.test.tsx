import { cleanup, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../routes';
import { json, stubFetch, userDto } from '../test/fetch-stub';
import { renderApp } from '../test/render-app';

// The signed-in user; any other call fails as a down server would, so each screen shows its own
// error state (still its heading, never Page Not Found) instead of reading a user as its data.
const signedInAs = (overrides: Record<string, unknown> = {}) =>
  stubFetch((url) =>
    url === '/api/user'
      ? json(userDto(overrides))
      : json({ error: 'Service Unavailable', message: 'Not served in this test' }, 503),
  );

// The signed-in shell is a lazy route; under vitest its first import is compiled on demand, which
// on a busy machine can take longer than a findBy wait. Compile it once up front.
beforeAll(() => import('./app-layout').then(() => import('../features/home/home-page')), 60_000);

describe('route table', () => {
  // Opens every screen of the app in turn (each a lazy chunk compiled on first use): give it time.
  it(
    'registers every path of the spec, so none of them falls through to Page Not Found',
    { timeout: 120_000 },
    async () => {
      signedInAs({ role: 'admin' });
      for (const path of Object.values(paths)) {
        renderApp(path);
        // Page Not Found is no lazy route: it would show at once. A registered screen shows its
        // heading, or its loading status while its code or data comes.
        await waitFor(() =>
          expect([...screen.queryAllByRole('heading'), ...screen.queryAllByRole('status')]).not.toHaveLength(0),
        );
        expect(screen.queryByRole('heading', { name: 'Page Not Found' }), path).toBeNull();
        cleanup();
      }
    },
  );

  it('loads the admin app for /admin paths, with its navigation and the screen', async () => {
    signedInAs({ role: 'admin' });
    renderApp(paths.adminSecurity);
    expect(await screen.findByRole('heading', { name: 'Security', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.queryByText('This screen is not built yet.')).toBeNull();
  });

  it('answers an unknown path with Page Not Found and a link to the start page', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/');
  });

  it('keeps unknown /admin paths behind the admin guard', async () => {
    signedInAs({ role: 'user' });
    renderApp('/admin/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('shows the Admin tab only to admins', async () => {
    signedInAs({ role: 'user' });
    renderApp(paths.settings);
    await screen.findByRole('heading', { name: 'Settings' });
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});

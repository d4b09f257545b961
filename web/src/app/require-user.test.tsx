import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch, userDto } from '../test/fetch-stub';
import { renderRoutes } from '../test/render-app';
import { RequireUser } from './require-user';

const renderAt = (path: string) =>
  renderRoutes(
    [
      { element: <RequireUser />, children: [{ path: '/home', element: <p>Home screen</p> }] },
      { element: <RequireUser adminOnly />, children: [{ path: '/admin', element: <p>Admin screen</p> }] },
      { path: '/auth', element: <p>Sign-in screen</p> },
      { path: '/settings', element: <p>Settings screen</p> },
    ],
    path,
  );

describe('RequireUser', () => {
  it('shows a spinner while the current user loads', () => {
    stubFetch(() => new Promise<Response>(() => {})); // never answers
    renderAt('/home');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('Home screen')).toBeNull();
  });

  it('redirects to /auth when nobody is signed in', async () => {
    stubFetch(() => json({ error: 'Unauthorized', message: 'Not authenticated' }, 401));
    const router = renderAt('/home');
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('shows the screen to a signed-in user', async () => {
    stubFetch(() => json(userDto()));
    renderAt('/home');
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
  });

  it('refuses an admin route to a learner with Access Denied and a way back to settings', async () => {
    stubFetch(() => json(userDto({ role: 'user' })));
    const router = renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this admin area.")).toBeInTheDocument();
    expect(screen.queryByText('Admin screen')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Return to Settings' }));
    expect(await screen.findByText('Settings screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('lets an admin in', async () => {
    stubFetch(() => json(userDto({ role: 'admin' })));
    renderAt('/admin');
    expect(await screen.findByText('Admin screen')).toBeInTheDocument();
  });
});

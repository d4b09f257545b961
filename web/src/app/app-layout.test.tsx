import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, stubFetch, userDto } from '../test/fetch-stub';
import { renderApp } from '../test/render-app';

// The layout is a lazy route: compile it before the first test waits for it (see routes-table.test).
beforeAll(() => import('./app-layout'), 60_000);

describe('signed-in layout', () => {
  it('logs out, says so and goes to /auth', async () => {
    stubFetch((url) => (url === '/api/logout' ? json({ message: 'Logged out successfully' }) : json(userDto())));
    const router = renderApp('/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('still goes to /auth when the server cannot be reached, saying the phone is signed out', async () => {
    stubFetch((url) => {
      if (url === '/api/logout') throw new TypeError('Failed to fetch');
      return json(userDto());
    });
    const router = renderApp('/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Signed out on this phone');
    expect(notice).not.toHaveTextContent('Failed to fetch');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('shows the Admin tab to admins', async () => {
    stubFetch(() => json(userDto({ role: 'admin' })));
    renderApp('/settings');
    expect((await screen.findByRole('link', { name: 'Admin' })).getAttribute('href')).toBe('/admin');
  });
});

import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, stubFetch, userDto } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const signedInAs = (overrides: Record<string, unknown>) => stubFetch(() => json(userDto(overrides)));

describe('home', () => {
  // The screen is a lazy chunk: load it once up front so the first test does not spend its time on it.
  beforeAll(() => import('./home-page').then(() => undefined), 60_000);

  it('offers Study and Test to a level 2 learner, and says readiness needs more answers', async () => {
    signedInAs({ approval_level: 2 });
    renderApp('/home');
    expect((await screen.findByRole('link', { name: /Study Mode/ }, { timeout: 10_000 })).getAttribute('href')).toBe(
      '/study',
    );
    expect(screen.getByRole('link', { name: /Test Mode/ }).getAttribute('href')).toBe('/test');
    expect((await screen.findByTestId('home-readiness')).textContent).toContain(
      'Keep practising: answer 20 more questions',
    );
    expect(screen.getByTestId('home-readiness').textContent).not.toMatch(/\d+ ?%.*chance/);
  });

  it('leads a level 1 learner from the Test Mode tile to /checkout with what level 2 gives', async () => {
    signedInAs({ approval_level: 1 });
    renderApp('/home');
    const tile = await screen.findByRole('link', { name: /Test Mode/ }, { timeout: 10_000 });
    expect(tile.getAttribute('href')).toBe('/checkout');
    expect(tile.textContent).toContain('Level 2 Required');
    expect(tile.textContent).toContain('Level 2 gives timed practice tests');
  });

  it('shows the approval notice instead of the cards at level 0', async () => {
    signedInAs({ approval_level: 0, is_approved: false });
    renderApp('/home');
    expect(await screen.findByText('Your account is not approved yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Study Mode/ })).toBeNull();
  });

  it('sends admins to /admin', async () => {
    signedInAs({ role: 'admin' });
    const router = renderApp('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch, userDto } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const signedInAs = (overrides: Record<string, unknown>) => stubFetch(() => json(userDto(overrides)));

describe('home', () => {
  it('offers Study, Test and Settings to a level 2 learner', async () => {
    signedInAs({ approval_level: 2 });
    renderApp('/home');
    expect((await screen.findByRole('link', { name: /Study Mode/ })).getAttribute('href')).toBe('/study');
    expect(screen.getByRole('link', { name: /Test Mode/ }).getAttribute('href')).toBe('/test');
    expect(screen.getByRole('link', { name: /Settings/ }).getAttribute('href')).toBe('/settings');
  });

  it('locks Test Mode for level 1 with Level 2 Required', async () => {
    signedInAs({ approval_level: 1 });
    renderApp('/home');
    await screen.findByRole('link', { name: /Study Mode/ });
    expect(screen.queryByRole('link', { name: /Test Mode/ })).toBeNull();
    const locked = screen.getByText('Level 2 Required').closest('[aria-disabled="true"]');
    expect(locked?.textContent).toContain('Test Mode');
  });

  it('shows the approval notice instead of the cards at level 0', async () => {
    signedInAs({ approval_level: 0, is_approved: false });
    renderApp('/home');
    expect(await screen.findByText('Your account is not approved yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Study Mode/ })).toBeNull();
  });

  it('sends admins to /admin', async () => {
    signedInAs({ role: 'admin' });
    const router = renderApp('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});

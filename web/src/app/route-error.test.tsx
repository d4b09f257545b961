import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render-app';
import { screen as lazyScreen } from './lazy-screen';

// A lazy screen whose code fails to load, under the app's route tree (its error screen).
const renderFailing = (error: Error) => renderRoutes([{ path: '/', ...lazyScreen(() => Promise.reject(error)) }], '/');

describe('a screen that cannot be shown', () => {
  it('says the screen is not on the device yet when its code cannot be fetched, with Try again', async () => {
    renderFailing(new TypeError('Failed to fetch dynamically imported module: http://x/assets/study-page.js'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This screen is not on your device yet — connect once to get it.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
  });

  it('says something went wrong for any other failure', async () => {
    renderFailing(new Error('boom'));
    expect((await screen.findByRole('alert')).textContent).toBe('This screen could not be shown. Try again.');
  });
});

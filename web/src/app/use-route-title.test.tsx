import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../i18n/locales/en/screens.json';
import { paths } from '../routes';
import { json, stubFetch, userDto } from '../test/fetch-stub';
import { renderApp } from '../test/render-app';
import { UpdatePrompt } from './pwa-update-prompt';
import { titleKeyFor } from './route-titles';
import { documentTitle } from './use-route-title';

// Home and the signed-in layout are lazy routes: compile them before the first wait (see routes-table.test).
beforeAll(() => import('./app-layout').then(() => import('../features/home/home-page')), 60_000);

describe('document title and focus after navigation', () => {
  it('gives every route a screen title in the screens namespace', () => {
    for (const path of Object.values(paths)) {
      const key = titleKeyFor(path);
      if (key !== null) expect(en, `title of ${path}`).toHaveProperty(key);
    }
    expect(titleKeyFor('/')).toBeNull();
    expect(titleKeyFor('/no-such-page')).toBe('notFound');
    expect(documentTitle('Study Mode', 'U.S. Citizenship Test Practice')).toBe(
      'Study Mode — U.S. Citizenship Test Practice',
    );
    expect(documentTitle(null, 'U.S. Citizenship Test Practice')).toBe('U.S. Citizenship Test Practice');
  });

  it('sets the title on each route and moves focus to the new main heading', async () => {
    stubFetch(() => json(userDto({ approval_level: 2 })));
    const router = renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('Home — U.S. Citizenship Test Practice'));
    // The first page keeps the browser's own start: nothing is focused for it.
    expect(document.activeElement?.tagName).not.toBe('H1');

    await router.navigate('/test-results');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Test Results' });
    await waitFor(() => expect(document.title).toBe('Test Results — U.S. Citizenship Test Practice'));
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('names the app alone on the start page', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('U.S. Citizenship Test Practice'));
  });
});

describe('update prompt', () => {
  it('takes focus when it appears, on its Update now button', () => {
    render(<UpdatePrompt onUpdate={() => {}} onLater={() => {}} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Update now' }));
    expect(screen.getByRole('alertdialog', { name: 'Update available' })).toBeInTheDocument();
  });
});

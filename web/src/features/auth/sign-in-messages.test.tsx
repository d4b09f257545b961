// What the sign-in screen says when something goes wrong, and what it stops saying once the
// learner is in: a refusal in the form (a toast would cover the button on a small phone), a dropped
// connection in the learner's words, a "you can now sign in" gone once signed in.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, stubFetch, userDto, type FetchHandler } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { fill, fillValidRegistration } from './register-test-helpers';

/** Routes by "METHOD path"; GET /api/user answers 401 until a login succeeds. */
function server(routes: Record<string, FetchHandler>) {
  return stubFetch((url, init) => {
    const handler = routes[`${init.method ?? 'GET'} ${url}`];
    if (handler) return handler(url, init);
    if (url === '/api/user') return json({ error: 'Unauthorized', message: 'Not authenticated' }, 401);
    throw new Error(`unexpected call ${init.method} ${url}`);
  });
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function login(password = 'secret1') {
  await screen.findByRole('tab', { name: 'Login' });
  fill('Username', 'maria');
  fill('Password', password);
  click('Login');
}

describe('sign-in messages', () => {
  beforeAll(() => import('./sign-in-page').then(() => undefined), 60_000);

  it('shows a wrong password in the form, above the Login button, and not as a toast', async () => {
    server({
      'POST /api/login': () =>
        json({ error: 'Unauthorized', message: 'Invalid username or password', code: 'invalid_credentials' }, 401),
    });
    renderApp('/auth');
    await login('wrong12');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent('Invalid username or password');
    const form = alert.closest('form')!;
    const button = within(form).getByRole('button', { name: 'Login' });
    // Before the button in the page order: the learner reads why, then tries again.
    expect(alert.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.querySelector('.toast')).toBeNull();
  });

  it('says a dropped connection during registration in words, not "Failed to fetch"', async () => {
    server({
      'POST /api/register': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/auth');
    fireEvent.click(await screen.findByRole('tab', { name: 'Register' }));
    fillValidRegistration();
    click('Register');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Registration failed');
    expect(toast).toHaveTextContent('No internet connection. Check your connection and try again.');
    expect(toast).not.toHaveTextContent('Failed to fetch');
  });

  it('drops "you can now log in" once signed in, and the waiting screen says who is signed in', async () => {
    let verified = false;
    server({
      'POST /api/login': () =>
        verified
          ? json(userDto({ approval_level: 0, is_approved: false }))
          : json({ error: 'Forbidden', message: 'Please verify your email before logging in.' }, 403),
      'GET /api/get-verification-code/maria': () => json({ message: 'sent', _emailSent: true }),
      'POST /api/verify-email': () => {
        verified = true;
        return json({ message: 'Email verified successfully. You can now log in.' });
      },
    });
    renderApp('/auth');
    await login();
    await screen.findByRole('heading', { name: 'Verify Email' });
    fill('Verification Code', '123456');
    click('Verify');
    expect(await screen.findByText('Email verified successfully. You can now log in.')).toBeInTheDocument();

    await login();
    expect(await screen.findByText('Your account is not approved yet')).toBeInTheDocument();
    expect(screen.queryByText('Email verified successfully. You can now log in.')).toBeNull();
    expect(screen.getByText('Signed in as maria')).toBeInTheDocument();
    expect(screen.queryByText('Sign in to continue studying')).toBeNull();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_STUDY_SETTINGS, DEFAULT_TEST_SETTINGS } from '@civics/sync-protocol/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, sentBody, stubFetch, userDto, type FetchHandler } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { fill, fillValidRegistration } from './register-test-helpers';

const notSignedIn = () => json({ error: 'Unauthorized', message: 'Not authenticated' }, 401);

/** Routes by "METHOD path"; GET /api/user answers 401 unless given. */
function server(routes: Record<string, FetchHandler>) {
  return stubFetch((url, init) => {
    const handler = routes[`${init.method ?? 'GET'} ${url}`] ?? (url === '/api/user' ? notSignedIn : undefined);
    if (!handler) throw new Error(`unexpected call ${init.method} ${url}`);
    return handler(url, init);
  });
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function login(username = 'maria', password = 'secret1') {
  await screen.findByRole('tab', { name: 'Login' });
  fill('Username', username);
  fill('Password', password);
  click('Login');
}

describe('sign-in screen', () => {
  // The screen is a lazy chunk: load it once up front so the first test does not spend its time on it.
  beforeAll(() => import('./sign-in-page').then(() => undefined), 60_000);

  it('asks for username and password before calling the server', async () => {
    const fetchMock = server({});
    renderApp('/auth');
    await screen.findByRole('tab', { name: 'Login' });
    click('Login');
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/login')).toHaveLength(0);
  });

  // Issue 31 (a departure from the spec's sign-in → Settings): Home, or the welcome the first time.
  it('sends a learner whose settings are made to /home after login', async () => {
    const fetchMock = server({
      'POST /api/login': () => json(userDto({ approval_level: 1 })),
      'GET /api/settings': () =>
        json({
          studyModeSettings: { ...DEFAULT_STUDY_SETTINGS, welcomeDone: true },
          testModeSettings: DEFAULT_TEST_SETTINGS,
          updatedAt: '2026-11-01T00:00:00.000Z',
        }),
    });
    const router = renderApp('/login');
    await login();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(sentBody(fetchMock, '/api/login')).toMatchObject({ username: 'maria', password: 'secret1' });
  });

  it('sends a learner signing in for the first time to the welcome', async () => {
    server({
      'POST /api/login': () => json(userDto({ approval_level: 1 })),
      'GET /api/settings': () =>
        json({ studyModeSettings: DEFAULT_STUDY_SETTINGS, testModeSettings: DEFAULT_TEST_SETTINGS, updatedAt: null }),
    });
    const router = renderApp('/login');
    await login();
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
  });

  it('sends an admin to /admin after login', async () => {
    server({ 'POST /api/login': () => json(userDto({ role: 'admin' })) });
    const router = renderApp('/auth');
    await login('admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('keeps a signed-in learner at level 0 on the approval screen', async () => {
    server({ 'GET /api/user': () => json(userDto({ approval_level: 0, is_approved: false })) });
    const router = renderApp('/auth');
    expect(await screen.findByText('Your account is not approved yet')).toBeInTheDocument();
    expect(screen.getByText('Please wait for administrator approval to start studying.')).toBeInTheDocument();
    // The registration's promise stays in sight while the account waits (issue 26).
    expect(screen.getByText('Please wait for approval within 24 hours')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('returns to the login tab from the registration success screen', async () => {
    server({
      'POST /api/register': () =>
        json({ message: 'Registration successful', username: 'maria', _emailSent: true }, 201),
    });
    renderApp('/auth');
    fireEvent.click(await screen.findByRole('tab', { name: 'Register' }));
    fillValidRegistration();
    click('Register');
    expect(await screen.findByRole('heading', { name: 'Registration successful' })).toBeInTheDocument();
    click('Return to Login');
    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
  });

  it('says Invalid response format when the login answer is not JSON', async () => {
    server({ 'POST /api/login': () => new Response('<html>proxy page</html>', { status: 200 }) });
    renderApp('/auth');
    await login();
    expect(await screen.findByText('Invalid response format')).toBeInTheDocument();
  });

  it('opens email verification when login says the email is not verified', async () => {
    const fetchMock = server({
      'POST /api/login': () =>
        json({ error: 'Forbidden', message: 'Please verify your email before logging in.' }, 403),
      'GET /api/get-verification-code/maria': () =>
        json({ message: 'sent', _emailSent: false, _tempVerificationCode: '123456' }),
      'POST /api/verify-email': () => json({ message: 'Email verified successfully. You can now log in.' }),
    });
    renderApp('/auth');
    await login();

    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Login failed');
    expect(toast.textContent).toContain('Please verify your email before logging in.');
    expect(await screen.findByText('Development code: 123456')).toBeInTheDocument();

    const verify = screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    fill('Verification Code', '12a34');
    expect((screen.getByLabelText('Verification Code') as HTMLInputElement).value).toBe('1234');
    expect(verify.disabled).toBe(true);
    fill('Verification Code', '123456');
    expect(verify.disabled).toBe(false);
    fireEvent.click(verify);

    expect(await screen.findByText('Email verified successfully. You can now log in.')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/verify-email')).toEqual({ username: 'maria', verificationCode: '123456' });
  });

  it('shows the server message when the verification code is wrong, and a network text when offline', async () => {
    let online = true;
    server({
      'POST /api/login': () =>
        json({ error: 'Forbidden', message: 'Please verify your email before logging in.' }, 403),
      'GET /api/get-verification-code/maria': () => json({ message: 'sent', _emailSent: true }),
      'POST /api/verify-email': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return json({ error: 'Bad Request', message: 'Invalid verification code' }, 400);
      },
    });
    renderApp('/auth');
    await login();
    await screen.findByRole('heading', { name: 'Verify Email' });
    fill('Verification Code', '000000');
    click('Verify');
    expect(await screen.findByText('Invalid verification code')).toBeInTheDocument();
    online = false;
    click('Verify');
    expect(await screen.findByText('An error occurred during verification')).toBeInTheDocument();
    click('Back');
    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
  });

  it('after registering, offers Verify Email with the development code and Return to Login', async () => {
    server({
      'POST /api/register': () =>
        json(
          { message: 'Registration successful', username: 'maria', _emailSent: false, _tempVerificationCode: '654321' },
          201,
        ),
    });
    renderApp('/auth');
    fireEvent.click(await screen.findByRole('tab', { name: 'Register' }));
    fillValidRegistration();
    click('Register');

    expect(await screen.findByText('Please wait for approval within 24 hours')).toBeInTheDocument();
    expect(screen.getByText('Your username: maria')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to Login' })).toBeInTheDocument();
    click('Verify Email');
    expect(await screen.findByText('Development code: 654321')).toBeInTheDocument();
    click('Back');
    expect(((await screen.findByLabelText('Username')) as HTMLInputElement).value).toBe('maria');
  });

  it('resets a password with the security questions', async () => {
    const fetchMock = server({
      'POST /api/password/reset/questions': () =>
        json({
          question1: 'What was the name of your first pet?',
          question2: 'What is your favorite book?',
          question3: 'What is your favorite food?',
        }),
      'POST /api/password/reset/verify': () => json({ message: 'Your password has been reset. You can now log in.' }),
    });
    renderApp('/auth');
    await screen.findByRole('tab', { name: 'Login' });
    click('Forgot or change your password?');
    expect(screen.getByRole('tab', { name: 'Reset Password', selected: true })).toBeInTheDocument();
    fill('Username', 'maria');
    click('Get Security Questions');
    expect(await screen.findByText('Security question 1: What was the name of your first pet?')).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: 'Reset Password' }) as HTMLButtonElement;
    fill('Answer 1', 'Rex');
    fill('Answer 2', 'Dune');
    fill('Answer 3', 'Pho');
    fill('New Password', 'newpass1');
    fill('Confirm Password', 'newpass2');
    expect(submit.disabled).toBe(true);
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    fill('Confirm Password', 'newpass1');
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);

    expect(await screen.findByText('Your password has been reset. You can now log in.')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/password/reset/verify')).toEqual({
      username: 'maria',
      answers: { answer1: 'Rex', answer2: 'Dune', answer3: 'Pho' },
      newPassword: 'newpass1',
    });
    click('Return to Login');
    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
  });

  it('tells the learner when the security questions cannot be fetched', async () => {
    server({
      'POST /api/password/reset/questions': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/auth');
    await screen.findByRole('tab', { name: 'Login' });
    click('Forgot or change your password?');
    fill('Username', 'maria');
    click('Get Security Questions');
    expect(
      await screen.findByText('An error occurred while retrieving security questions. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('shows the server message when changing a password fails', async () => {
    server({
      'POST /api/user/verify-and-change-password': () =>
        json({ error: 'Unauthorized', message: 'Invalid username or password' }, 401),
    });
    renderApp('/auth');
    await screen.findByRole('tab', { name: 'Login' });
    click('Forgot or change your password?');
    fireEvent.click(screen.getByRole('tab', { name: 'Change Password' }));
    const submit = screen.getByRole('button', { name: 'Change Password' }) as HTMLButtonElement;
    fill('Username', 'maria');
    fill('Current Password', 'oldpass');
    fill('New Password', 'short');
    fill('Confirm Password', 'short');
    expect(submit.disabled).toBe(true);
    fill('New Password', 'longer1');
    fill('Confirm Password', 'longer1');
    fireEvent.click(submit);
    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SECURITY_QUESTION_CHOICES } from '@civics/sync-protocol/constants';
import { json, sentBody, stubFetch } from '../../test/fetch-stub';
import { Toaster } from '../../ui/toaster';
import { RegisterForm } from './register-form';
import { field, fill, fillValidRegistration } from './register-test-helpers';

function renderForm() {
  const onRegistered = vi.fn();
  render(
    <>
      <RegisterForm onRegistered={onRegistered} />
      <Toaster />
    </>,
  );
  return onRegistered;
}

const input = field;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));
/** The message linked to an input, as a screen reader would read it with the field. */
const messageOf = (label: string) => {
  const id = input(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const fillValidForm = fillValidRegistration;

describe('RegisterForm', () => {
  it('shows every rule message under its field when submitted empty, and sends nothing', () => {
    const fetchMock = stubFetch(() => json({}));
    renderForm();
    submit();

    expect(messageOf('Username')).toBe('Username must be at least 3 characters');
    expect(messageOf('Phone')).toBe('Please enter a valid 10-digit phone number');
    expect(messageOf('Email')).toBe('Invalid email address');
    expect(messageOf('Password')).toBe('Password must be at least 6 characters');
    expect(messageOf('Confirm Password')).toBe('Please confirm your password');
    for (const n of [1, 2, 3]) {
      expect(messageOf(`Security Question ${n}`)).toBe(`Security question ${n} is required`);
      expect(messageOf(`Answer ${n}`)).toBe(`Answer ${n} is required`);
    }
    expect(input('Username').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Username'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says Passwords don't match on the confirmation field", () => {
    stubFetch(() => json({}));
    renderForm();
    fillValidForm();
    fill('Confirm Password', 'secret2');
    submit();
    expect(messageOf('Confirm Password')).toBe("Passwords don't match");
    expect(messageOf('Password')).toBeFalsy();
  });

  it('clears a field message once the learner edits that field', () => {
    stubFetch(() => json({}));
    renderForm();
    submit();
    fill('Username', 'ma');
    expect(messageOf('Username')).toBeFalsy();
    expect(messageOf('Email')).toBe('Invalid email address');
  });

  it('sends the registration without confirmPassword and with the phone as digits', async () => {
    const fetchMock = stubFetch(() =>
      json(
        { message: 'Registration successful', username: 'maria', _emailSent: false, _tempVerificationCode: '123456' },
        201,
      ),
    );
    const onRegistered = renderForm();
    fillValidForm();
    submit();

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith({ username: 'maria', devCode: '123456' }));
    const body = sentBody(fetchMock, '/api/register');
    expect(body).not.toHaveProperty('confirmPassword');
    expect(body).toMatchObject({
      username: 'maria',
      fullName: 'Maria Nguyen',
      cellphone: '4155550123',
      preferredLanguage: 'en',
      state: 'TX',
      securityQuestion1: SECURITY_QUESTION_CHOICES[0][0],
      securityAnswer3: 'answer 3',
    });
    expect(within(screen.getByRole('status')).getByText('Registration successful')).toBeInTheDocument();
  });

  it('shows the server message in a toast and its field errors under the fields', async () => {
    stubFetch(() =>
      json(
        { error: 'Conflict', message: 'Username already exists', fields: { username: 'Username already exists' } },
        409,
      ),
    );
    const onRegistered = renderForm();
    fillValidForm();
    submit();

    await waitFor(() => expect(messageOf('Username')).toBe('Username already exists'));
    const toast = screen.getAllByRole('alert').find((el) => el.classList.contains('toast'));
    expect(toast?.textContent).toContain('Registration failed');
    expect(toast?.textContent).toContain('Username already exists');
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('shows a pending sign-up refusal (issue 34) by its code, in the interface language, under the field and in the toast', async () => {
    const message = 'waiting for verification: check your inbox, or wait 24 hours';
    stubFetch(() =>
      json({ error: 'Conflict', message, code: 'registration_pending', fields: { email: message } }, 409),
    );
    const onRegistered = renderForm();
    fillValidForm();
    submit();

    const shown = 'Waiting for verification: check your inbox, or wait 24 hours.';
    await waitFor(() => expect(messageOf('Email')).toBe(shown));
    const toast = screen.getAllByRole('alert').find((el) => el.classList.contains('toast'));
    expect(toast?.textContent).toContain(shown);
    expect(onRegistered).not.toHaveBeenCalled();
  });
});

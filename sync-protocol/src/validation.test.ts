import { describe, expect, it } from 'vitest';
import { SECURITY_QUESTION_CHOICES } from './constants.js';
import { formatPhone, isVerificationCode, validateLogin, validateRegistration } from './validation.js';

const valid = {
  username: 'lan',
  cellphone: '5551234567',
  email: 'lan@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  securityQuestion1: SECURITY_QUESTION_CHOICES[0][1]!,
  securityQuestion2: SECURITY_QUESTION_CHOICES[1][2]!,
  securityQuestion3: SECURITY_QUESTION_CHOICES[2][3]!,
  securityAnswer1: 'a',
  securityAnswer2: 'b',
  securityAnswer3: 'c',
};

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234567', '(555) 123-4567'],
    ['(555) 123-45678999', '(555) 123-4567'],
  ])('%s → %s', (input, expected) => expect(formatPhone(input)).toBe(expected));
});

describe('validateRegistration', () => {
  it('accepts a complete form', () => expect(validateRegistration(valid)).toEqual({}));

  it('gives every spec message for an empty form', () => {
    expect(validateRegistration({})).toEqual({
      username: 'Username must be at least 3 characters',
      cellphone: 'Please enter a valid 10-digit phone number',
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Please confirm your password',
      securityQuestion1: 'Security question 1 is required',
      securityQuestion2: 'Security question 2 is required',
      securityQuestion3: 'Security question 3 is required',
      securityAnswer1: 'Answer 1 is required',
      securityAnswer2: 'Answer 2 is required',
      securityAnswer3: 'Answer 3 is required',
    });
  });

  it("shows 'Passwords don't match' on confirmPassword, and skips it for the server", () => {
    expect(validateRegistration({ ...valid, confirmPassword: 'other1' })).toEqual({
      confirmPassword: "Passwords don't match",
    });
    const { confirmPassword: _omit, ...sent } = valid;
    expect(validateRegistration(sent, false)).toEqual({});
  });

  it('refuses a question taken from another list', () => {
    expect(
      validateRegistration({ ...valid, securityQuestion2: SECURITY_QUESTION_CHOICES[0][0]! }).securityQuestion2,
    ).toBe('Security question 2 must be one of the listed questions');
  });
});

describe('small rules', () => {
  it('requires login fields', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
    expect(validateLogin({ username: 'a', password: 'b' })).toEqual({});
  });
  it('accepts only 6-digit codes', () => {
    expect(isVerificationCode('123456')).toBe(true);
    for (const code of ['12345', '1234567', '12a456', ' 123456']) expect(isVerificationCode(code)).toBe(false);
  });
});

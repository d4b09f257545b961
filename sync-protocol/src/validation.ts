// Field rules and their messages (spec part 1 §5), shared so the sign-in form and the API
// say exactly the same thing. No runtime dependencies: the web bundle imports this file.
import { LIMITS, REGISTRATION_LANGUAGES, RESIDENCE_CODES, SECURITY_QUESTION_CHOICES } from './constants.js';

export type FieldErrors = Record<string, string>;

export interface RegistrationInput {
  username: string;
  cellphone: string;
  email: string;
  password: string;
  confirmPassword?: string;
  fullName?: string;
  preferredLanguage?: string;
  state?: string;
  securityQuestion1: string;
  securityQuestion2: string;
  securityQuestion3: string;
  securityAnswer1: string;
  securityAnswer2: string;
  securityAnswer3: string;
}

// Deliberately simple: one @, a dot in the domain, no spaces. Delivery is proven by the code anyway.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const onlyDigits = (value: string): string => value.replace(/\D/g, '');

/** "1234567890" → "(123) 456-7890"; partial input is formatted as far as it goes. */
export function formatPhone(value: string): string {
  const digits = onlyDigits(value).slice(0, LIMITS.phoneDigits);
  if (digits.length <= 3) return digits.length ? `(${digits}` : '';
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export function validateLogin(input: { username?: string; password?: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.username?.trim()) errors.username = 'Username is required';
  if (!input.password) errors.password = 'Password is required';
  return errors;
}

export function validatePassword(password: string | undefined): string | undefined {
  if (!password || password.length < LIMITS.passwordMin) return 'Password must be at least 6 characters';
  if (password.length > LIMITS.passwordMax) return 'Password must be at most 200 characters';
  return undefined;
}

/**
 * Registration rules. `confirmPassword` is checked only when present: the form sends it to this
 * function but not to the server (spec part 1 §3).
 */
export function validateRegistration(input: Partial<RegistrationInput>, checkConfirm = true): FieldErrors {
  const errors: FieldErrors = {};
  const username = input.username?.trim() ?? '';
  if (username.length < LIMITS.usernameMin) errors.username = 'Username must be at least 3 characters';
  else if (username.length > LIMITS.usernameMax) errors.username = 'Username must be at most 50 characters';
  else if (!/^[A-Za-z0-9_.-]+$/.test(username))
    errors.username = 'Username may contain only letters, digits, dots, dashes and underscores';

  if (
    onlyDigits(input.cellphone ?? '').length < LIMITS.phoneDigits ||
    onlyDigits(input.cellphone ?? '').length > LIMITS.phoneDigits
  )
    errors.cellphone = 'Please enter a valid 10-digit phone number';

  const email = input.email?.trim() ?? '';
  if (!EMAIL_PATTERN.test(email) || email.length > LIMITS.emailMax) errors.email = 'Invalid email address';

  const passwordError = validatePassword(input.password);
  if (passwordError) errors.password = passwordError;

  if (checkConfirm) {
    if (!input.confirmPassword) errors.confirmPassword = 'Please confirm your password';
    else if (input.confirmPassword !== input.password) errors.confirmPassword = "Passwords don't match";
  }

  if ((input.fullName?.length ?? 0) > LIMITS.fullNameMax) errors.fullName = 'Full name must be at most 100 characters';
  if (input.preferredLanguage && !(REGISTRATION_LANGUAGES as readonly string[]).includes(input.preferredLanguage))
    errors.preferredLanguage = 'Please choose a supported language';
  if (input.state && input.state !== 'none' && !RESIDENCE_CODES.includes(input.state))
    errors.state = 'Please choose a U.S. state';

  for (const n of [1, 2, 3] as const) {
    const question = input[`securityQuestion${n}`];
    const answer = input[`securityAnswer${n}`]?.trim();
    if (!question) errors[`securityQuestion${n}`] = `Security question ${n} is required`;
    else if (!SECURITY_QUESTION_CHOICES[n - 1]!.includes(question))
      errors[`securityQuestion${n}`] = `Security question ${n} must be one of the listed questions`;
    if (!answer) errors[`securityAnswer${n}`] = `Answer ${n} is required`;
    else if (answer.length > LIMITS.securityAnswerMax) errors[`securityAnswer${n}`] = `Answer ${n} is too long`;
  }
  return errors;
}

export const isVerificationCode = (code: string): boolean => /^\d{6}$/.test(code);

/** The first message of a FieldErrors map, for an API's single `message`. */
export const firstError = (errors: FieldErrors): string | undefined => Object.values(errors)[0];

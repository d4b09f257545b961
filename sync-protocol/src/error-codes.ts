// Issue 22: error codes, so a screen in Vietnamese shows a Vietnamese message, not the server's
// English. Every English message the API or the shared field rules give a person is listed here
// once with its code; the API puts the code in each error answer (`{error, message, code}`) and the
// web app turns a code (or a field message) into text in the learner's language, the English only
// as a fallback. No runtime dependencies: the web bundle imports this file.

/** `{n}` stands for a number inside the message (security question 1, 2 or 3). */
export const ERROR_MESSAGES = {
  username_required: 'Username is required',
  password_required: 'Password is required',
  password_too_short: 'Password must be at least 6 characters',
  password_too_long: 'Password must be at most 200 characters',
  username_too_short: 'Username must be at least 3 characters',
  username_too_long: 'Username must be at most 50 characters',
  username_characters: 'Username may contain only letters, digits, dots, dashes and underscores',
  phone_invalid: 'Please enter a valid 10-digit phone number',
  email_invalid: 'Invalid email address',
  confirm_password_required: 'Please confirm your password',
  passwords_differ: "Passwords don't match",
  full_name_too_long: 'Full name must be at most 100 characters',
  language_unsupported: 'Please choose a supported language',
  state_invalid: 'Please choose a U.S. state',
  residence_invalid: 'Please choose a U.S. state, D.C. or a territory',
  security_question_required: 'Security question {n} is required',
  security_question_unlisted: 'Security question {n} must be one of the listed questions',
  security_answer_required: 'Answer {n} is required',
  security_answer_too_long: 'Answer {n} is too long',
  username_taken: 'Username already exists',
  email_taken: 'Email already registered',
  username_or_email_taken: 'Username or email already exists',
  invalid_credentials: 'Invalid username or password',
  email_not_verified: 'Please verify your email before logging in.',
  security_answers_wrong: 'Security answers do not match our records.',
  current_password_wrong: 'Current password is incorrect',
  verification_code_format: 'Verification code must be exactly 6 digits',
  verification_code_wrong: 'Invalid verification code',
  verification_attempts_used_up: 'Too many wrong attempts. Please request a new verification code.',
  mail_not_sent: 'We could not send the verification email right now. Please try again in a few minutes.',
  not_authenticated: 'Not authenticated',
  server_error: 'Something went wrong on our side. Please try again.',
  registration_pending: 'waiting for verification: check your inbox, or wait 24 hours',
  payment_method_off: 'This payment method is turned off. Please choose another way to pay.',
} as const;

/** Codes given by status alone, for messages that carry changing details (a wait time). */
export const STATUS_ERROR_CODES = { 429: 'too_many_requests' } as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES | (typeof STATUS_ERROR_CODES)[keyof typeof STATUS_ERROR_CODES];

export interface CodedMessage {
  code: ErrorCode;
  /** The number in a `{n}` message. */
  n?: number;
}

const patterns = Object.entries(ERROR_MESSAGES).map(([code, text]) => {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{n\\}', '(\\d+)');
  return { code: code as ErrorCode, pattern: new RegExp(`^${escaped}$`) };
});

/** The code of one of the messages above; undefined for any other text. */
export function errorCodeOf(message: string | undefined): CodedMessage | undefined {
  if (!message) return undefined;
  for (const { code, pattern } of patterns) {
    const match = pattern.exec(message);
    if (match) return match[1] ? { code, n: Number(match[1]) } : { code };
  }
  return undefined;
}

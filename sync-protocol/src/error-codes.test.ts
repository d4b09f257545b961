import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, errorCodeOf } from './error-codes.js';
import { validateLogin, validateRegistration } from './validation.js';

describe('error codes (issue 22)', () => {
  it('finds the code of each message, with the number of a numbered one', () => {
    expect(errorCodeOf('Current password is incorrect')).toEqual({ code: 'current_password_wrong' });
    expect(errorCodeOf('Security question 2 is required')).toEqual({ code: 'security_question_required', n: 2 });
    expect(errorCodeOf("Passwords don't match")).toEqual({ code: 'passwords_differ' });
  });

  it('answers nothing for text it does not know, or a near miss', () => {
    expect(errorCodeOf('Something else')).toBeUndefined();
    expect(errorCodeOf('Current password is incorrect!')).toBeUndefined();
    expect(errorCodeOf(undefined)).toBeUndefined();
  });

  it('covers every message the shared field rules give', () => {
    const messages = [
      ...Object.values(validateLogin({})),
      ...Object.values(
        validateRegistration({
          preferredLanguage: 'xx',
          state: 'XX',
          fullName: 'x'.repeat(101),
          confirmPassword: 'a',
          password: 'b',
        }),
      ),
      ...Object.values(
        validateRegistration({
          username: 'a b c',
          password: 'x'.repeat(201),
          securityQuestion1: 'Not listed',
          securityAnswer1: 'x'.repeat(201),
        }),
      ),
      ...Object.values(validateRegistration({ username: 'x'.repeat(51) })),
    ];
    expect(messages.length).toBeGreaterThan(15);
    for (const message of messages) expect(errorCodeOf(message), message).toBeDefined();
  });

  it('has one message per code and no two codes for one message', () => {
    expect(new Set(Object.values(ERROR_MESSAGES)).size).toBe(Object.keys(ERROR_MESSAGES).length);
  });
});

import { describe, expect, it } from 'vitest';
import { validateChangePassword } from './change-password-rules';

describe('change password rules (spec part 1 §5)', () => {
  it('asks for 6+ characters in each field', () => {
    expect(validateChangePassword({ currentPassword: '12345', newPassword: 'abc', confirmPassword: '' })).toEqual({
      currentPassword: 'errors.currentMin',
      newPassword: 'errors.newMin',
      confirmPassword: 'errors.confirmMin',
    });
  });

  it('asks for a confirmation equal to the new password', () => {
    expect(
      validateChangePassword({ currentPassword: 'secret1', newPassword: 'newpass1', confirmPassword: 'newpass2' }),
    ).toEqual({
      confirmPassword: 'errors.mismatch',
    });
    expect(
      validateChangePassword({ currentPassword: 'secret1', newPassword: 'newpass1', confirmPassword: 'newpass1' }),
    ).toEqual({});
  });
});

// The change password page's rules (spec part 1 §5): each field 6+ characters, the confirmation
// equal to the new password. Returns message keys of the 'account' namespace.
import { LIMITS } from '@civics/sync-protocol/constants';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export type ChangePasswordErrors = Partial<
  Record<keyof ChangePasswordValues, 'errors.currentMin' | 'errors.newMin' | 'errors.confirmMin' | 'errors.mismatch'>
>;

export function validateChangePassword(values: ChangePasswordValues): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (values.currentPassword.length < LIMITS.passwordMin) errors.currentPassword = 'errors.currentMin';
  if (values.newPassword.length < LIMITS.passwordMin) errors.newPassword = 'errors.newMin';
  if (values.confirmPassword.length < LIMITS.passwordMin) errors.confirmPassword = 'errors.confirmMin';
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = 'errors.mismatch';
  return errors;
}

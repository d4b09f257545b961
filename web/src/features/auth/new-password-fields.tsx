import { useTranslation } from 'react-i18next';
import { LIMITS } from '@civics/sync-protocol/constants';
import { PasswordField } from './password-field';

/** True when a new password may be sent: long enough and confirmed (spec part 1 §5). */
export const isNewPasswordReady = (password: string, confirm: string): boolean =>
  password.length >= LIMITS.passwordMin && password === confirm;

interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
}

/**
 * New password and its confirmation. The submit button stays disabled until both are right, so
 * the hints say why as soon as there is something to say.
 */
export function NewPasswordFields({ password, confirm, onPasswordChange, onConfirmChange }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const tooShort = password.length > 0 && password.length < LIMITS.passwordMin;
  const mismatch = confirm.length > 0 && confirm !== password;
  return (
    <>
      <PasswordField
        label={t('fields.newPassword')}
        name="newPassword"
        autoComplete="new-password"
        value={password}
        onChange={onPasswordChange}
        error={tooShort ? t('password.tooShort') : undefined}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirmChange}
        error={mismatch ? t('password.mismatch') : undefined}
      />
    </>
  );
}

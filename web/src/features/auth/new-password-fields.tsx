import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@civics/sync-protocol/constants';
import { PasswordField } from './password-field';

/** A new password and its confirmation as a form holds them; ready when it may be sent (spec part 1 §5). */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const ready = password.length >= LIMITS.passwordMin && password === confirm;
  return { password, confirm, setPassword, setConfirm, ready };
}

type NewPasswordFieldsProps = ReturnType<typeof useNewPassword>;

/**
 * New password and its confirmation. The submit button stays disabled until both are right, so
 * the hints say why as soon as there is something to say.
 */
export function NewPasswordFields({ password, confirm, setPassword, setConfirm }: NewPasswordFieldsProps) {
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
        onChange={setPassword}
        error={tooShort ? t('password.tooShort') : undefined}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
        error={mismatch ? t('password.mismatch') : undefined}
      />
    </>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { failureText } from './failure-text';
import { isNewPasswordReady, NewPasswordFields } from './new-password-fields';
import { PasswordField } from './password-field';
import { verifyAndChangePasswordRequest } from './password-requests';
import { UsernameField } from './username-field';

/** Change a password without being signed in: the current password proves who it is. */
export function ChangePasswordForm({ onChanged }: { onChanged: (message: string) => void }) {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const ready = Boolean(username.trim() && currentPassword) && isNewPasswordReady(newPassword, confirm);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    setError('');
    try {
      await verifyAndChangePasswordRequest({ username: username.trim(), currentPassword, newPassword });
      onChanged(t('change.success'));
    } catch (caught) {
      setBusy(false);
      setError(failureText(caught, t('change.failed'), t('change.networkError')));
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="form">
      <p>{t('change.text')}</p>
      <UsernameField value={username} onChange={setUsername} />
      <PasswordField
        label={t('fields.currentPassword')}
        name="currentPassword"
        autoComplete="current-password"
        value={currentPassword}
        onChange={setCurrentPassword}
      />
      <NewPasswordFields
        password={newPassword}
        confirm={confirm}
        onPasswordChange={setNewPassword}
        onConfirmChange={setConfirm}
      />
      {error && <Notice tone="error">{error}</Notice>}
      <Button type="submit" block disabled={busy || !ready}>
        {busy ? t('change.submitting') : t('change.submit')}
      </Button>
    </form>
  );
}

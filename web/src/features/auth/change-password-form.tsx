import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields, useNewPassword } from './new-password-fields';
import { PasswordField } from './password-field';
import { RequestSubmit, usePasswordRequest } from './password-request';
import { verifyAndChangePasswordRequest } from './password-requests';
import { UsernameField } from './username-field';

/** Change a password without being signed in: the current password proves who it is. */
export function ChangePasswordForm({ onChanged }: { onChanged: (message: string) => void }) {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const newPassword = useNewPassword();
  const request = usePasswordRequest();

  const ready = Boolean(username.trim() && currentPassword) && newPassword.ready;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const change = { username: username.trim(), currentPassword, newPassword: newPassword.password };
    void request.run(
      async () => {
        await verifyAndChangePasswordRequest(change);
        onChanged(t('change.success'));
      },
      { failed: t('change.failed'), networkError: t('change.networkError') },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="form">
      <p>{t('change.text')}</p>
      <UsernameField value={username} onChange={setUsername} />
      <PasswordField
        label={t('fields.currentPassword')}
        name="currentPassword"
        autoComplete="current-password"
        value={currentPassword}
        onChange={setCurrentPassword}
      />
      <NewPasswordFields {...newPassword} />
      <RequestSubmit request={request} ready={ready} label={t('change.submit')} busyLabel={t('change.submitting')} />
    </form>
  );
}

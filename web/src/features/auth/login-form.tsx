import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldErrors } from '../../lib/field-error-text';
import { validateLogin, type FieldErrors } from '@civics/sync-protocol/validation';
import { RequestError, serverMessage } from '../../lib/request';
import { rememberOfflineSignIn } from '../../lib/session/offline-sign-in';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { toast } from '../../ui/toast-store';
import { InvalidResponseError, loginRequest } from './login-request';
import { signInWithoutConnection } from './offline-login';
import { PasswordField } from './password-field';
import { useFocusFirstInvalid } from './use-focus-first-invalid';
import { UsernameField } from './username-field';

interface LoginFormProps {
  initialUsername?: string;
  /** The server refused because the email is not verified yet. */
  onNeedsVerification: (username: string) => void;
  onManagePassword: () => void;
}

export function LoginForm({ initialUsername = '', onNeedsVerification, onManagePassword }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const setUser = useCurrentUserStore((s) => s.setUser);
  const signInOffline = useCurrentUserStore((s) => s.signInOffline);
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin({ username, password });
    setErrors(translateFieldErrors(found));
    if (Object.keys(found).length) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      // The sign-in screen leaves as soon as the store has a user (see SignInPage).
      const user = await loginRequest({ username: username.trim(), password, remember });
      await rememberOfflineSignIn(username, password, user);
      setUser(user);
    } catch (error) {
      if (!(error instanceof RequestError) && (error instanceof TypeError || !navigator.onLine)) {
        // No connection (issue 30): an account already on this device may come in; others are told why not.
        const offline = await signInWithoutConnection(username, password);
        if (offline.ok) {
          signInOffline(offline.user);
          return;
        }
        setBusy(false);
        toast({ title: t('login.failed'), description: t(`offline.${offline.reason}`), variant: 'destructive' });
        return;
      }
      setBusy(false);
      if (error instanceof InvalidResponseError) {
        toast({
          title: t('login.invalidResponse'),
          description: t('login.invalidResponseText'),
          variant: 'destructive',
        });
        return;
      }
      const message = serverMessage(error) ?? (error instanceof Error ? error.message : undefined);
      toast({ title: t('login.failed'), description: message, variant: 'destructive' });
      if (message?.toLowerCase().includes('verify your email')) onNeedsVerification(username.trim());
    }
  };

  return (
    <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate className="form">
      <UsernameField value={username} onChange={setUsername} error={errors.username} />
      <PasswordField
        label={t('fields.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <CheckboxField label={t('fields.remember')} checked={remember} onChange={(e) => setRemember(e.target.checked)} />
      <Button type="submit" block disabled={busy} aria-busy={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
      <button type="button" className="link-button" onClick={onManagePassword}>
        {t('login.forgotPassword')}
      </button>
    </form>
  );
}

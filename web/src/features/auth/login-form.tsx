import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldErrors } from '../../lib/field-error-text';
import { validateLogin, type FieldErrors } from '@civics/sync-protocol/validation';
import { failureMessage, isConnectionFailure, RequestError } from '../../lib/request';
import { rememberOfflineSignIn } from '../../lib/session/offline-sign-in';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { Notice } from '../../ui/notice';
import { toast, useToastStore } from '../../ui/toast-store';
import { InvalidResponseError, loginRequest } from './login-request';
import { signInWithoutConnection } from './offline-login';
import { PasswordField } from './password-field';
import { useFocusFirstInvalid } from './use-focus-first-invalid';
import { UsernameField } from './username-field';

interface Refusal {
  title: string;
  text: string;
}

/** The server refused because the email is not verified yet (its code, or its English for an older server). */
const needsVerification = (error: unknown): boolean =>
  error instanceof RequestError &&
  (error.body?.code === 'email_not_verified' || /verify your email/i.test(error.body?.message ?? ''));

/** Signed in: what the screen said before (e.g. "Email verified. You can now log in.") is done with. */
function signedIn(enter: () => void): void {
  useToastStore.getState().dismiss();
  enter();
}

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
  // Why the last try did not sign in: shown in the form, above the button, where a toast would cover it.
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  // On a small phone the alert may open below the fold: bring it and the button under it into sight.
  useEffect(() => {
    if (refusal) formRef.current?.querySelector('button[type="submit"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [refusal, formRef]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin({ username, password });
    setErrors(translateFieldErrors(found));
    if (Object.keys(found).length) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      // The sign-in screen leaves as soon as the store has a user (see SignInPage).
      const user = await loginRequest({ username: username.trim(), password, remember });
      await rememberOfflineSignIn(username, password, user);
      signedIn(() => setUser(user));
    } catch (error) {
      if (isConnectionFailure(error)) {
        // No connection (issue 30): an account already on this device may come in; others are told why not.
        const offline = await signInWithoutConnection(username, password);
        if (offline.ok) return signedIn(() => signInOffline(offline.user));
        setBusy(false);
        setRefusal({ title: t('login.failed'), text: t(`offline.${offline.reason}`) });
        return;
      }
      setBusy(false);
      if (error instanceof InvalidResponseError)
        return setRefusal({ title: t('login.invalidResponse'), text: t('login.invalidResponseText') });
      if (needsVerification(error)) {
        // The form gives way to the code screen: the reason goes with it as a toast.
        toast({ title: t('login.failed'), description: failureMessage(error), variant: 'destructive' });
        onNeedsVerification(username.trim());
        return;
      }
      setRefusal({ title: t('login.failed'), text: failureMessage(error) });
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
      {refusal && (
        <Notice tone="error">
          <strong>{refusal.title}</strong>
          <br />
          {refusal.text}
        </Notice>
      )}
      <Button type="submit" block disabled={busy} aria-busy={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
      <button type="button" className="link-button" onClick={onManagePassword}>
        {t('login.forgotPassword')}
      </button>
    </form>
  );
}

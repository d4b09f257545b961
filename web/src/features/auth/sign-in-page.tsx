import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useForcedLanguage } from '../../i18n/use-forced-language';
import { failureMessage } from '../../lib/request';
import { readCachedUser } from '../../lib/session/cached-user';
import { isAdmin } from '../../lib/session/current-user';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { paths } from '../../routes';
import { Card } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { Tabs } from '../../ui/tabs';
import { toast } from '../../ui/toast-store';
import { ApprovalPending } from './approval-pending';
import { LoginForm } from './login-form';
import { PasswordManagement } from './password-management';
import { RegisterForm } from './register-form';
import { RegisterSuccess } from './register-success';
import { SignInLanguageBar } from './sign-in-language-bar';
import { SignedInLanding } from './signed-in-landing';
import { getVerificationCodeRequest } from './verification-requests';
import type { Registered } from './use-register-form';
import { VerifyEmailView } from './verify-email-view';

type View =
  | { name: 'login'; username?: string }
  | { name: 'register' }
  | { name: 'registered'; username: string; devCode?: string }
  | { name: 'verify'; username: string; devCode?: string }
  | { name: 'password' };

interface SignInTabsProps {
  view: Extract<View, { name: 'login' | 'register' }>;
  onSelect: (view: View) => void;
  onNeedsVerification: (username: string) => void;
  onRegistered: (result: Registered) => void;
}

/** Sign in or create an account, one tab each. */
function SignInTabs({ view, onSelect, onNeedsVerification, onRegistered }: SignInTabsProps) {
  const { t } = useTranslation('auth');
  return (
    <Tabs
      label={t('tabs.label')}
      items={[
        { key: 'login', label: t('tabs.login') },
        { key: 'register', label: t('tabs.register') },
      ]}
      selected={view.name}
      onSelect={(tab) => onSelect(tab === 'login' ? { name: 'login' } : { name: 'register' })}
    >
      {view.name === 'login' ? (
        <LoginForm
          initialUsername={view.username}
          onNeedsVerification={onNeedsVerification}
          onManagePassword={() => onSelect({ name: 'password' })}
        />
      ) : (
        <RegisterForm onRegistered={onRegistered} />
      )}
    </Tabs>
  );
}

/** /auth and /login, in the learner's chosen language with a one-tap English switch (DESIGN.md §10). */
export function SignInPage() {
  const [english, setEnglish] = useState(false);
  useForcedLanguage(english ? 'en' : null);
  const { t } = useTranslation('auth');
  const { user, isLoading } = useCurrentUser();
  const fetchUser = useCurrentUserStore((s) => s.fetchUser);
  const [view, setView] = useState<View>({ name: 'login' });

  const toLogin = (username?: string) => setView({ name: 'login', username });

  /** Opens the code screen and asks the server to mail a fresh code (login said "verify your email"). */
  const openVerifyWithNewCode = (username: string) => {
    setView({ name: 'verify', username });
    getVerificationCodeRequest(username).then(
      (answer) =>
        setView((v) =>
          v.name === 'verify' && v.username === username ? { ...v, devCode: answer._tempVerificationCode } : v,
        ),
      (error: unknown) =>
        toast({ title: t('verify.resendFailed'), description: failureMessage(error), variant: 'destructive' }),
    );
  };

  // The server's English success message stays for spec clients; the screen says it in the learner's language.
  const onVerified = () => {
    toast({ title: t('verify.successTitle'), description: t('verify.successText') });
    if (user) void fetchUser({ force: true });
    toLogin(view.name === 'verify' ? view.username : undefined);
  };

  // Waiting for the server matters only where someone signed in before: a device that keeps no
  // account shows the form at once (and the page drawn ahead at build time is that form).
  if (isLoading && readCachedUser()) return <Spinner />;

  // Signed in: leave, unless the learner is busy verifying or still waits for approval.
  if (user && view.name !== 'verify') {
    if (isAdmin(user)) return <Navigate to={paths.admin} replace />;
    if (user.approvalLevel > 0) return <SignedInLanding />;
  }

  let content;
  // "Sign in to continue" fits the forms; a learner already in (waiting for approval) is told whose account this is.
  let subtitle = t('subtitle');
  if (view.name === 'verify')
    content = (
      <VerifyEmailView
        username={view.username}
        devCode={view.devCode}
        onCodeSent={(devCode) => setView({ ...view, devCode })}
        onBack={() => toLogin(view.username)}
        onVerified={onVerified}
      />
    );
  else if (user) {
    content = <ApprovalPending user={user} onVerifyEmail={() => openVerifyWithNewCode(user.username)} />;
    subtitle = t('pending.subtitle', { username: user.username });
  } else if (view.name === 'registered')
    content = (
      <RegisterSuccess
        username={view.username}
        onVerifyEmail={() => setView({ name: 'verify', username: view.username, devCode: view.devCode })}
        onReturnToLogin={() => toLogin(view.username)}
      />
    );
  else if (view.name === 'password') content = <PasswordManagement onBackToLogin={() => toLogin()} />;
  else
    content = (
      <SignInTabs
        view={view}
        onSelect={setView}
        onNeedsVerification={openVerifyWithNewCode}
        onRegistered={(r) => setView({ name: 'registered', ...r })}
      />
    );

  return (
    <main className="page auth-page">
      <SignInLanguageBar english={english} onEnglishChange={setEnglish} />
      <header className="auth-header">
        <h1>{t('title')}</h1>
        <p>{subtitle}</p>
      </header>
      <Card>{content}</Card>
    </main>
  );
}

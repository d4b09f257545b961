import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@civics/sync-protocol/constants';
import { isVerificationCode, onlyDigits } from '@civics/sync-protocol/validation';
import { serverMessage } from '../../lib/request';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { TextField } from '../../ui/text-field';
import { DevCodeNotice } from './dev-code-notice';
import { failureText } from './failure-text';
import { getVerificationCodeRequest, verifyEmailRequest } from './verification-requests';

interface VerifyEmailViewProps {
  username: string;
  devCode?: string;
  /** A new code went out; `devCode` is set only in development. */
  onCodeSent: (devCode?: string) => void;
  onBack: () => void;
  onVerified: (message: string) => void;
}

type Status = { tone: 'error' | 'success'; text: string } | null;

export function VerifyEmailView({ username, devCode, onCodeSent, onBack, onVerified }: VerifyEmailViewProps) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isVerificationCode(code)) return;
    setBusy(true);
    setStatus(null);
    try {
      const answer = await verifyEmailRequest({ username, verificationCode: code });
      onVerified(answer.message);
    } catch (error) {
      setBusy(false);
      setStatus({ tone: 'error', text: failureText(error, t('verify.failed'), t('verify.networkError')) });
    }
  };

  const resend = async () => {
    setSending(true);
    setStatus(null);
    try {
      const answer = await getVerificationCodeRequest(username);
      onCodeSent(answer._tempVerificationCode);
      setStatus({ tone: 'success', text: t('verify.resent') });
    } catch (error) {
      setStatus({ tone: 'error', text: serverMessage(error) ?? t('verify.resendFailed') });
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="form">
      <h2>{t('verify.title')}</h2>
      <p>{t('verify.text', { username })}</p>
      <DevCodeNotice code={devCode} />
      <TextField
        label={t('fields.verificationCode')}
        name="verificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LIMITS.verificationCodeLength}
        hint={t('verify.codeHint')}
        className="field-code"
        value={code}
        onChange={(e) => setCode(onlyDigits(e.target.value).slice(0, LIMITS.verificationCodeLength))}
      />
      {status && <Notice tone={status.tone}>{status.text}</Notice>}
      <Button type="submit" block disabled={busy || !isVerificationCode(code)}>
        {busy ? t('verify.submitting') : t('verify.submit')}
      </Button>
      <div className="button-row">
        <Button variant="secondary" onClick={onBack}>
          {t('verify.back')}
        </Button>
        <Button variant="ghost" onClick={() => void resend()} disabled={sending}>
          {t('verify.resend')}
        </Button>
      </div>
    </form>
  );
}

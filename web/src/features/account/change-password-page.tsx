// /change-password (spec part 1 §5, §8; part 2 §2): the signed-in learner's own password. The
// Vietnamese texts are the spec's, word for word; other languages say the same. A changed password
// signs the account out everywhere else (the server ends those sessions) and the page says so.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangePasswordBody, MessageBody } from '@civics/sync-protocol';
import { RequestError, requestJson, serverMessage } from '../../lib/request';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { paths } from '../../routes';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-store';
import { validateChangePassword, type ChangePasswordErrors, type ChangePasswordValues } from './change-password-rules';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = [
  ['currentPassword', 'current-password'],
  ['newPassword', 'new-password'],
  ['confirmPassword', 'new-password'],
] as const;

export function Screen() {
  const { t } = useTranslation('account');
  const user = useCurrentUserStore((s) => s.user);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const [signedOut, setSignedOut] = useState(false);

  const change = (field: keyof ChangePasswordValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field shows a message, it follows the typing, so the learner sees when it is fixed.
    if (errors[field]) setErrors((now) => ({ ...now, [field]: validateChangePassword(next)[field] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateChangePassword(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!user) {
      setSignedOut(true);
      return;
    }
    setSending(true);
    try {
      const body: ChangePasswordBody = {
        userId: user.id,
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      };
      await requestJson<MessageBody>('POST', '/api/change-password', body);
      toast({ title: t('success.title'), description: t('success.text') });
      setValues(EMPTY);
      setDone(true);
    } catch (error) {
      if (error instanceof RequestError && error.status === 401) setSignedOut(true);
      else
        toast({
          title: t('failure.title'),
          description: serverMessage(error) ?? t('failure.fallback'),
          variant: 'destructive',
        });
    } finally {
      setSending(false);
    }
  };

  return (
    <main className="page">
      <Card title={t('title')} level={1}>
        {signedOut && <Notice tone="error">{t('errors.signedOut')}</Notice>}
        {done ? (
          <Notice tone="success">
            <strong>{t('success.title')}</strong> — {t('success.text')}
            <br />
            {t('success.otherSessions')}
          </Notice>
        ) : (
          <form className="form" noValidate onSubmit={(event) => void submit(event)}>
            <p>{t('intro')}</p>
            {FIELDS.map(([field, autoComplete]) => (
              <TextField
                key={field}
                label={t(field)}
                type="password"
                autoComplete={autoComplete}
                value={values[field]}
                onChange={(event) => change(field, event.target.value)}
                error={errors[field] ? t(errors[field]) : undefined}
              />
            ))}
            <Button type="submit" block disabled={sending}>
              {sending ? t('submitting') : t('submit')}
            </Button>
          </form>
        )}
        <ButtonLink to={paths.settings} variant="ghost" block>
          {t('back')}
        </ButtonLink>
      </Card>
    </main>
  );
}

// The change-password form's state: the three fields with their messages, and the request that
// changes the password (a signed-out learner is told so instead of an error).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangePasswordBody, MessageBody } from '@civics/sync-protocol';
import { RequestError, requestJson, serverMessage } from '../../lib/request';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { toast } from '../../ui/toast-store';
import { validateChangePassword, type ChangePasswordErrors, type ChangePasswordValues } from './change-password-rules';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function useChangePassword() {
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

  return { values, errors, sending, done, signedOut, change, submit };
}

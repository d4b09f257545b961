// "Delete your account" (issue 14): the current password, the username typed as confirmation, then
// a last question in a dialog. On success the server has ended every session; this device forgets
// the account's records and keys and goes to the landing page.
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { forgetAccountOnDevice } from '../../lib/history/forget-account';
import { RequestError } from '../../lib/request';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { paths } from '../../routes';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Notice } from '../../ui/notice';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-store';
import { requestAccountDeletion } from './delete-account-request';

type Problem = 'passwordMissing' | 'confirmMismatch' | 'wrongPassword' | 'lastAdmin' | 'failed';

export function DeleteAccountSection({ online }: { online: boolean }) {
  const { t } = useTranslation('myData');
  const navigate = useNavigate();
  const user = useCurrentUserStore((s) => s.user);
  const setUser = useCurrentUserStore((s) => s.setUser);
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [asking, setAsking] = useState(false);
  const [working, setWorking] = useState(false);
  if (!user) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setProblem('passwordMissing');
    if (typed.trim() !== user.username) return setProblem('confirmMismatch');
    setProblem(null);
    setAsking(true);
  };

  const confirm = async () => {
    setAsking(false);
    setWorking(true);
    try {
      await requestAccountDeletion(password);
    } catch (error) {
      const status = error instanceof RequestError ? error.status : 0;
      setProblem(status === 403 ? 'wrongPassword' : status === 409 ? 'lastAdmin' : 'failed');
      setWorking(false);
      return;
    }
    // Signed out first, so the sync engine stops before the account's data is removed under it.
    setUser(null);
    await forgetAccountOnDevice(user.id);
    toast({ title: t('delete.done') });
    void navigate(paths.landing, { replace: true });
  };

  return (
    <Card title={t('delete.title')}>
      <form className="form" noValidate onSubmit={submit}>
        <p>{t('delete.intro')}</p>
        {problem && <Notice tone="error">{t(`delete.${problem}`)}</Notice>}
        <TextField
          label={t('delete.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label={t('delete.confirmLabel', { username: user.username })}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" variant="destructive" block disabled={!online || working}>
          <Trash2 aria-hidden="true" size={20} /> {working ? t('delete.working') : t('delete.button')}
        </Button>
      </form>
      {asking && (
        <ConfirmDialog
          title={t('delete.dialogTitle')}
          confirmLabel={t('delete.dialogConfirm')}
          cancelLabel={t('delete.dialogCancel')}
          destructive
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        >
          <p>{t('delete.dialogText')}</p>
        </ConfirmDialog>
      )}
    </Card>
  );
}

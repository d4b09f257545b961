// "Leave? Your answers here would be lost": the question a run asks before the learner leaves it
// (Test mode, the mock interview). Its texts are the run's own: `leave.title`, `leave.text`,
// `leave.confirm` and `leave.stay` in the namespace named.
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

interface LeaveConfirmProps {
  namespace: 'test' | 'interview';
  onLeave: () => void;
  onStay: () => void;
}

export function LeaveConfirm({ namespace, onLeave, onStay }: LeaveConfirmProps) {
  const { t } = useTranslation(namespace);
  return (
    <ConfirmDialog
      title={t('leave.title')}
      confirmLabel={t('leave.confirm')}
      cancelLabel={t('leave.stay')}
      destructive
      onConfirm={onLeave}
      onCancel={onStay}
    >
      <p>{t('leave.text')}</p>
    </ConfirmDialog>
  );
}

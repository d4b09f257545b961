// The running test's two questions to the learner: leave the test (its answers would be lost), and
// Submit Test with questions still unanswered.
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { useTestLeave } from './use-test-leave';

interface TestDialogsProps {
  guard: ReturnType<typeof useTestLeave>;
  unanswered: number;
  onSubmit: () => void;
}

export function TestDialogs({ guard, unanswered, onSubmit }: TestDialogsProps) {
  const { t } = useTranslation('test');
  return (
    <>
      {guard.leaving && (
        <ConfirmDialog
          title={t('leave.title')}
          confirmLabel={t('leave.confirm')}
          cancelLabel={t('leave.stay')}
          destructive
          onConfirm={guard.leave}
          onCancel={guard.stay}
        >
          <p>{t('leave.text')}</p>
        </ConfirmDialog>
      )}
      {guard.askingSubmit && (
        <ConfirmDialog
          title={t('submitCheck.title')}
          confirmLabel={t('submitCheck.confirm')}
          cancelLabel={t('submitCheck.back')}
          onConfirm={() => {
            guard.closeSubmitCheck();
            onSubmit();
          }}
          onCancel={guard.stay}
        >
          <p>{t('submitCheck.text', { count: unanswered })}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

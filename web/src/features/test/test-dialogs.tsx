// The running test's two questions to the learner: leave the test (its answers would be lost), and
// Submit Test with questions still unanswered.
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { LeaveConfirm } from '../../ui/leave-confirm';
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
      {guard.leaving && <LeaveConfirm namespace="test" onLeave={guard.leave} onStay={guard.stay} />}
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

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import type { StudyResult } from '../../lib/study-result';
import { paths, type AppPath } from '../../routes';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ResultActionRow } from '../../ui/result-action-row';
import { toast } from '../../ui/toast-store';
import {
  beginAgainFromStart,
  prepareAnswerSkipped,
  prepareNextTest,
  prepareRetake,
  prepareStudyAgain,
} from './result-actions';

export function ResultActions({ result }: { result: StudyResult }) {
  const { t } = useTranslation('results');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const wrong = result.questions.filter((q) => !q.isCorrect).length;

  const skipped = result.skippedQuestionIds ?? [];
  /** Each action readies the next session, then opens the screen that runs it. */
  const readyThenOpen = (ready: () => void, to: AppPath) => () => {
    ready();
    navigate(to);
  };
  return (
    <ResultActionRow>
      {skipped.length > 0 && (
        <Button block disabled={busy} onClick={readyThenOpen(() => prepareAnswerSkipped(skipped), paths.study)}>
          {t('skipped.answer')}
        </Button>
      )}
      <Button block disabled={busy} onClick={readyThenOpen(() => prepareStudyAgain(result), paths.study)}>
        {t('actions.studyAgain')}
      </Button>
      <Button block variant="secondary" disabled={busy} onClick={readyThenOpen(prepareNextTest, paths.study)}>
        {t('actions.startNextTest')}
      </Button>
      {wrong > 0 && (
        <Button
          block
          variant="secondary"
          disabled={busy}
          onClick={readyThenOpen(() => prepareRetake(result), paths.incorrectQuestions)}
        >
          {t('actions.retake', { count: wrong })}
        </Button>
      )}
      <BeginAgainButton busy={busy} setBusy={setBusy} />
    </ResultActionRow>
  );
}

/** Begin Again wipes the learner's progress, so it asks first. */
function BeginAgainButton({ busy, setBusy }: { busy: boolean; setBusy: (busy: boolean) => void }) {
  const { t } = useTranslation('results');
  const navigate = useNavigate();
  const userId = useCurrentUserStore((s) => s.user?.id);
  const [confirming, setConfirming] = useState(false);
  const beginAgain = async () => {
    if (userId === undefined) {
      toast({ title: t('errors.resetFailed'), description: t('errors.signedOut'), variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      await beginAgainFromStart(userId);
      navigate(paths.study);
    } catch {
      setBusy(false);
      toast({ title: t('errors.resetFailed'), variant: 'destructive' });
    }
  };
  return (
    <>
      <Button block variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
        {t('actions.beginAgain')}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={t('beginAgainCheck.title')}
          confirmLabel={t('beginAgainCheck.confirm')}
          cancelLabel={t('beginAgainCheck.cancel')}
          destructive
          onConfirm={() => {
            setConfirming(false);
            void beginAgain();
          }}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('beginAgainCheck.text')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

// Complete Study with questions left open asks first (issue 22): answer them, or complete with them
// listed as skipped. The next batch never passes them silently.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredQuestion } from '../../db/database';

// Only asked when questions were skipped: loaded then, so the dialog stays off the first question's path.
const ConfirmDialog = lazy(async () => ({ default: (await import('../../ui/confirm-dialog')).ConfirmDialog }));

interface SkippedDialogProps {
  skipped: StoredQuestion[];
  onComplete: () => void;
  /** Goes to the first skipped question. */
  onAnswer: () => void;
}

export function SkippedDialog({ skipped, onComplete, onAnswer }: SkippedDialogProps) {
  const { t } = useTranslation('study');
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        title={t('skipped.title', { count: skipped.length })}
        // The safe choice (focused, and what Escape does) is to go and answer them.
        confirmLabel={t('skipped.complete')}
        cancelLabel={t('skipped.answer')}
        onConfirm={onComplete}
        onCancel={onAnswer}
      >
        <p>{t('skipped.text')}</p>
        <ul>
          {skipped.map((q) => (
            <li key={q.id} lang="en">
              {q.officialNumber}. {q.questionText}
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    </Suspense>
  );
}

// Deactivating a question (never deleting it): confirmed first, because learners stop receiving it.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminQuestionDto } from '@civics/sync-protocol';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { notifyError, notifySuccess } from '../ui/notify';
import { contentKeys, deactivateQuestion } from './content-api';

export function DeactivateQuestion({ question }: { question: AdminQuestionDto }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const deactivate = useMutation({
    mutationFn: () => deactivateQuestion(question.id),
    onSuccess: async () => {
      setOpen(false);
      notifySuccess('Question deactivated', `${question.version} question ${question.officialNumber}`);
      await queryClient.invalidateQueries({ queryKey: contentKeys.questions });
    },
    onError: (error) => notifyError(error),
  });
  return (
    <>
      <Button
        variant="destructive"
        onClick={() => setOpen(true)}
        aria-label={`Deactivate question ${question.officialNumber}`}
      >
        Deactivate
      </Button>
      <ConfirmDialog
        open={open}
        title={`Deactivate question ${question.officialNumber}?`}
        confirmLabel="Deactivate"
        destructive
        busy={deactivate.isPending}
        onConfirm={() => deactivate.mutate()}
        onCancel={() => setOpen(false)}
      >
        <p>
          Learners stop receiving it the next time their device is online. Their past answers are kept, and you can make
          it active again.
        </p>
      </ConfirmDialog>
    </>
  );
}

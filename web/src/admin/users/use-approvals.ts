// Approving accounts on the users screen: the level the admin is asked to confirm for the selection,
// the approval just made (undoable for a minute), and the approve and undo actions themselves.
import { useCallback, useState } from 'react';
import { notifyError, notifySuccess } from '../ui/notify';
import { UNDO_WINDOW_MS, type RecentApproval } from './bulk-approval';
import type { useUserAction } from './users-api';

interface ApprovalsInput {
  action: ReturnType<typeof useUserAction>;
  nameOf: (id: number) => string;
  /** After an approval the approved accounts leave the selection. */
  clearSelection: () => void;
}

export function useApprovals({ action, nameOf, clearSelection }: ApprovalsInput) {
  const [asking, setAsking] = useState<1 | 2 | null>(null);
  const [recent, setRecent] = useState<RecentApproval | null>(null);
  const clearRecent = useCallback(() => setRecent(null), []);

  const approve = (ids: number[], level: 1 | 2) => {
    const names = ids.map(nameOf);
    action.mutate(ids.length === 1 ? { kind: 'approve', id: ids[0]!, level } : { kind: 'bulk-approve', ids, level }, {
      onSuccess: () => {
        clearSelection();
        setAsking(null);
        setRecent({ ids, names, level, until: Date.now() + UNDO_WINDOW_MS });
      },
      onError: (error) => notifyError(error),
    });
  };

  const undo = (approval: RecentApproval) =>
    action.mutate(
      { kind: 'undo-approve', ids: approval.ids },
      {
        onSuccess: () => {
          setRecent(null);
          notifySuccess(
            `Approval undone: ${approval.names.join(', ')} ${approval.names.length === 1 ? 'is' : 'are'} waiting again`,
          );
        },
        onError: (error) => {
          setRecent(null);
          notifyError(error, 'Could not undo the approval');
        },
      },
    );

  return { asking, setAsking, recent, clearRecent, approve, undo };
}

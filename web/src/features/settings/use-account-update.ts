// State and test version belong to the account (server-owned, DESIGN.md §2): they change through
// PATCH /api/user while online, then the user and the content bundle are fetched again, since the
// bank and the state answers depend on them.
import type { UserProfilePatch } from '@civics/sync-protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { request, RequestError, serverMessage } from '../../lib/request';
import { paths } from '../../routes';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { requestSync } from '../../sync/use-sync-engine';
import { useSyncStatus } from '../../sync/sync-status';
import { toast } from '../../ui/toast-store';
import { toastSaveFailed } from './save-setting';

export interface AccountUpdate {
  online: boolean;
  /** The value being sent, shown while the request runs. */
  sending: UserProfilePatch | null;
  update: (patch: UserProfilePatch) => Promise<void>;
}

export function useAccountUpdate(): AccountUpdate {
  const { t } = useTranslation('settings');
  const online = useSyncStatus((s) => s.online);
  const [sending, setSending] = useState<UserProfilePatch | null>(null);
  const navigate = useNavigate();

  const signInAgain = async () => {
    await useCurrentUserStore.getState().fetchUser({ force: true });
    void navigate(paths.auth);
  };

  const update = async (patch: UserProfilePatch) => {
    setSending(patch);
    try {
      await request('PATCH', '/api/user', patch);
      await useCurrentUserStore.getState().fetchUser({ force: true });
      void requestSync(true);
    } catch (error) {
      if (error instanceof RequestError && error.status === 401) {
        // The session ended (signed out elsewhere, expired): the spec's login prompt (part 1 §8).
        toast({
          title: t('loginRequired.title'),
          description: t('loginRequired.text'),
          variant: 'destructive',
          // The device still holds the signed-in user: asking the server again forgets it (401), so
          // the sign-in screen shows instead of sending the learner back here.
          action: { label: t('loginRequired.button'), onClick: () => void signInAgain() },
        });
        return;
      }
      toastSaveFailed(t('save.failed'), error, serverMessage(error));
    } finally {
      setSending(null);
    }
  };

  return { online, sending, update };
}

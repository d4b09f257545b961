import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../routes';
import { toast } from '../../ui/toast-store';
import { request, serverMessage } from '../request';
import { useCurrentUserStore } from './current-user-store';
import { setSignedOutLocally } from './signed-out-flag';

/**
 * Logs out and goes to the sign-in screen even when the server call fails (spec part 1 §2): on a
 * shared phone the next person must not land in the previous learner's screens.
 */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setUser = useCurrentUserStore((s) => s.setUser);
  return useCallback(async () => {
    // Before the session ends: the API only lets the signed-in owner remove this device's reminder.
    // Loaded on demand (start-up budget); a chunk that cannot load leaves the reminder, never the learner signed in.
    await import('../reminders/device-reminder').then((m) => m.forgetDeviceReminder()).catch(() => undefined);
    try {
      await request('POST', '/api/logout');
      toast({ title: t('logout.success') });
    } catch (error) {
      // Signed out on this device all the same; the store finishes the logout later.
      setSignedOutLocally(true);
      toast({
        title: t('logout.failed'),
        description: serverMessage(error) ?? (error instanceof Error ? error.message : undefined),
        variant: 'destructive',
      });
    }
    setUser(null);
    void navigate(paths.auth, { replace: true });
  }, [t, navigate, setUser]);
}

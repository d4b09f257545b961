import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../routes';
import { toast } from '../../ui/toast-store';
import { clientText } from '../error-text';
import { isConnectionFailure, request } from '../request';
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
      // Signed out on this device all the same; the store finishes the logout later. So the learner
      // is told what happened, not that it failed (and never the browser's English "Failed to fetch").
      setSignedOutLocally(true);
      toast({ title: clientText('signed_out_here'), description: clientText(laterMessageCode(error)) });
    }
    setUser(null);
    void navigate(paths.auth, { replace: true });
  }, [t, navigate, setUser]);
}

// A timeout or a refusal: the server is there, only not answering now.
const laterMessageCode = (error: unknown) =>
  isConnectionFailure(error) ? 'signed_out_tell_server_online' : 'signed_out_tell_server_later';

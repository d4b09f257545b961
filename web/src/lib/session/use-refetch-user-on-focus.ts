import { useEffect } from 'react';
import { useCurrentUserStore } from './current-user-store';

/**
 * Coming back to the app asks again who is signed in (once the five-minute cache is stale), so an
 * approval or a logout elsewhere shows up without a reload.
 */
export function useRefetchUserOnFocus(): void {
  const fetchUser = useCurrentUserStore((s) => s.fetchUser);
  useEffect(() => {
    const onFocus = () => void fetchUser();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [fetchUser]);
}

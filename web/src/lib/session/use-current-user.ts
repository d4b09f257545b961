import { useEffect } from 'react';
import { useCurrentUserStore } from './current-user-store';

/** The signed-in user; asks the server when the cached answer is older than five minutes. */
export function useCurrentUser() {
  const user = useCurrentUserStore((s) => s.user);
  const loaded = useCurrentUserStore((s) => s.loaded);
  const fetchUser = useCurrentUserStore((s) => s.fetchUser);
  useEffect(() => {
    void fetchUser();
  }, [fetchUser]);
  return { user, isLoading: !loaded };
}

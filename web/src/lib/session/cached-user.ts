// The last signed-in account, kept on the device so the offline start-up (a later issue) can show
// the learner's screens without the server. Account data stays server-owned: this is only a copy.
import type { CurrentUser } from './current-user';

export const CACHED_USER_KEY = 'cachedUser';

export function readCachedUser(): CurrentUser | null {
  try {
    const raw = localStorage.getItem(CACHED_USER_KEY);
    return raw ? (JSON.parse(raw) as CurrentUser) : null;
  } catch {
    return null;
  }
}

export function writeCachedUser(user: CurrentUser | null): void {
  try {
    if (user) localStorage.setItem(CACHED_USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(CACHED_USER_KEY);
  } catch {
    // Storage full or blocked (private mode): the cache is a convenience, never a requirement.
  }
}

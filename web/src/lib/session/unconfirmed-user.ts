// Issue 30: an account signed in offline (offline-sign-in.ts) is unconfirmed until the server says
// the same account. This flag is read at every start, so it lives apart from the password check,
// which only the sign-in screen needs (start-up budget).
const UNCONFIRMED_KEY = 'offlineSignInUser';

/** The account signed in offline and not yet confirmed by the server, or null. */
export function unconfirmedUserId(): number | null {
  try {
    const raw = localStorage.getItem(UNCONFIRMED_KEY);
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}

export function setUnconfirmedUser(userId: number | null): void {
  try {
    if (userId === null) localStorage.removeItem(UNCONFIRMED_KEY);
    else localStorage.setItem(UNCONFIRMED_KEY, String(userId));
  } catch {
    // Blocked storage: the sign-in lasts for this page only.
  }
}

// A logout the server did not confirm (offline, 500) still signs the learner out on this device
// (spec part 1 §2: "even if logout fails"). The session cookie is HttpOnly, so the page cannot
// delete it: this flag keeps the device signed out until the next login, while the server
// logout is tried again in the background.
export const SIGNED_OUT_KEY = 'signedOutLocally';

export function isSignedOutLocally(): boolean {
  try {
    return localStorage.getItem(SIGNED_OUT_KEY) === '1';
  } catch {
    return false;
  }
}

export function setSignedOutLocally(on: boolean): void {
  try {
    if (on) localStorage.setItem(SIGNED_OUT_KEY, '1');
    else localStorage.removeItem(SIGNED_OUT_KEY);
  } catch {
    // Blocked storage: the in-memory sign-out still holds for this page.
  }
}

// Issue 30: on a family phone with no connection, a learner whose account is already on the device
// may sign in again; any other account is refused with a clear message. "On the device" means the
// account signed in here online before (so this device can check its password) and the content
// bundle stored here is its own (its level, its state's officials): no other learner's content and
// no other learner's records show. The password check is a PBKDF2 verifier made at the online
// sign-in (the password itself is never stored). Signed in offline, the account is unconfirmed:
// before anything syncs, the server must say the same account (see current-user-store and
// unconfirmed-user.ts, which the start-up needs without this file's password check).
import type { CurrentUser } from './current-user';

const VERIFIER_PREFIX = 'offlineSignIn.';
const ITERATIONS = 100_000;

interface Verifier {
  salt: string;
  hash: string;
  user: CurrentUser;
}

const keyOf = (username: string) => `${VERIFIER_PREFIX}${username.trim().toLowerCase()}`;
const toBase64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(password: string, salt: Uint8Array): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations: ITERATIONS },
    key,
    256,
  );
  return toBase64(bits);
}

/** After an online sign-in: this device may let the account in offline later. */
export async function rememberOfflineSignIn(username: string, password: string, user: CurrentUser): Promise<void> {
  try {
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const verifier: Verifier = { salt: toBase64(salt), hash: await derive(password, salt), user };
    localStorage.setItem(keyOf(username), JSON.stringify(verifier));
  } catch {
    // No WebCrypto or storage: offline sign-in is refused for this account, online works as before.
  }
}

export type OfflineSignIn = { ok: true; user: CurrentUser } | { ok: false; reason: 'notOnDevice' | 'wrongPassword' };

/** Checks an offline sign-in; `bundleOwner` is the account whose content the device holds. */
export async function checkOfflineSignIn(
  username: string,
  password: string,
  bundleOwner: number | null,
): Promise<OfflineSignIn> {
  let verifier: Verifier | null = null;
  try {
    const raw = localStorage.getItem(keyOf(username));
    verifier = raw ? (JSON.parse(raw) as Verifier) : null;
  } catch {
    verifier = null;
  }
  if (!verifier || verifier.user.id !== bundleOwner) return { ok: false, reason: 'notOnDevice' };
  const hash = await derive(password, fromBase64(verifier.salt)).catch(() => null);
  return hash === verifier.hash ? { ok: true, user: verifier.user } : { ok: false, reason: 'wrongPassword' };
}

/** After "Delete my account": the device cannot let it in any more. */
export function forgetOfflineSignIn(userId: number): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith(VERIFIER_PREFIX)) continue;
      const verifier = JSON.parse(localStorage.getItem(key) ?? 'null') as Verifier | null;
      if (verifier?.user.id === userId) localStorage.removeItem(key);
    }
  } catch {
    // Nothing stored.
  }
}

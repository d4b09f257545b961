// Issue 30, "one phone, several learners": the spec's browser-storage keys (studyResults,
// testResults, incorrectQuestions, retakeQuestions, testTimeData, the session's selectedCategory
// ...) keep their names, and hold the signed-in account's values only. The account they belong to
// is written beside them (`accountStorageOwner`). When another account signs in, or the learner
// signs out, the owner's values are put aside under `accountStorage.<userId>` and the keys are
// emptied; when an account signs in, its own put-aside values come back. The swap is synchronous
// (localStorage is), and it runs before the store says who is signed in, so no screen ever renders
// one learner's keys to another. The device database (Dexie) is partitioned by userId already.
import { SESSION_KEYS, STORAGE_KEYS } from '../browser-storage';
import { readCachedUser } from './cached-user';

export const OWNER_KEY = 'accountStorageOwner';
const stashKey = (userId: number) => `accountStorage.${userId}`;

/** The localStorage keys that belong to an account (the spec's, plus issue 30's answers of a test in progress). */
export const ACCOUNT_LOCAL_KEYS: readonly string[] = [...Object.values(STORAGE_KEYS), 'incorrectQuestions'];
export const ACCOUNT_SESSION_KEYS: readonly string[] = Object.values(SESSION_KEYS);

interface Stash {
  local: Record<string, string>;
  session: Record<string, string>;
}

function storages(): { local: Storage; session: Storage } | null {
  try {
    return { local: localStorage, session: sessionStorage };
  } catch {
    return null; // Storage blocked: nothing is kept, so nothing can leak either.
  }
}

function readOwner(local: Storage): number | null {
  const raw = local.getItem(OWNER_KEY);
  const id = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(id) ? id : null;
}

function take(storage: Storage, keys: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of keys) {
    const value = storage.getItem(key);
    if (value !== null) values[key] = value;
    storage.removeItem(key);
  }
  return values;
}

function putAside(local: Storage, session: Storage, owner: number | null): void {
  const stash: Stash = { local: take(local, ACCOUNT_LOCAL_KEYS), session: take(session, ACCOUNT_SESSION_KEYS) };
  if (owner === null || (Object.keys(stash.local).length === 0 && Object.keys(stash.session).length === 0)) return;
  try {
    local.setItem(stashKey(owner), JSON.stringify(stash));
  } catch {
    // Full storage: the results are rebuilt from the account's synced records at its next sign-in.
  }
}

function bringBack(local: Storage, session: Storage, userId: number): void {
  const raw = local.getItem(stashKey(userId));
  local.removeItem(stashKey(userId));
  if (!raw) return;
  try {
    const stash = JSON.parse(raw) as Partial<Stash>;
    for (const [key, value] of Object.entries(stash.local ?? {}))
      if (ACCOUNT_LOCAL_KEYS.includes(key)) local.setItem(key, value);
    for (const [key, value] of Object.entries(stash.session ?? {}))
      if (ACCOUNT_SESSION_KEYS.includes(key)) session.setItem(key, value);
  } catch {
    // An unreadable stash is dropped: the account's records rebuild its results.
  }
}

/**
 * Makes the keys hold `userId`'s values (null: signed out, no account's values). Keys written before
 * issue 30 have no owner: they are the cached account's (the last one signed in here), or nobody's.
 */
export function switchAccountStorage(userId: number | null): void {
  const s = storages();
  if (!s) return;
  try {
    const hasOwner = s.local.getItem(OWNER_KEY) !== null;
    const owner = hasOwner ? readOwner(s.local) : (readCachedUser()?.id ?? null);
    if (hasOwner && owner === userId) return;
    if (!hasOwner && owner === userId && userId !== null) {
      s.local.setItem(OWNER_KEY, String(userId));
      return;
    }
    putAside(s.local, s.session, owner);
    if (userId === null) {
      s.local.removeItem(OWNER_KEY);
      return;
    }
    bringBack(s.local, s.session, userId);
    s.local.setItem(OWNER_KEY, String(userId));
  } catch {
    // Storage failing midway: the keys are emptied rather than shown to the wrong account.
    for (const key of ACCOUNT_LOCAL_KEYS) s.local.removeItem(key);
  }
}

/** After "Delete my account": its put-aside values go too. */
export function forgetAccountStorage(userId: number): void {
  const s = storages();
  if (!s) return;
  s.local.removeItem(stashKey(userId));
  if (readOwner(s.local) === userId) {
    for (const key of ACCOUNT_LOCAL_KEYS) s.local.removeItem(key);
    for (const key of ACCOUNT_SESSION_KEYS) s.session.removeItem(key);
    s.local.removeItem(OWNER_KEY);
  }
}

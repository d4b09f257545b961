// Session state: who is signed in. Zustand holds it so the guard, the layout and every screen
// share one copy and one request.
import { create } from 'zustand';
import { request, RequestError } from '../request';
import i18n from 'i18next';
import { toast } from '../../ui/toast-store';
import { readCachedUser, writeCachedUser } from './cached-user';
import { isSignedOutLocally, setSignedOutLocally } from './signed-out-flag';
import { isUserDto, toCurrentUser, type CurrentUser } from './current-user';
import { switchAccountStorage } from './account-storage';
import { setUnconfirmedUser, unconfirmedUserId } from './unconfirmed-user';

/** Who is signed in changes here only: the browser keys follow first (issue 30), then the screens. */
function signedIn(user: CurrentUser | null): CurrentUser | null {
  switchAccountStorage(user?.id ?? null);
  return user;
}

/** The spec's current-user cache time (part 1 §9). */
export const USER_STALE_MS = 5 * 60 * 1000;

interface CurrentUserState {
  user: CurrentUser | null;
  /** True once the first GET /api/user has answered (or failed); until then screens wait. */
  loaded: boolean;
  fetchedAt: number;
  fetchUser: (options?: { force?: boolean }) => Promise<void>;
  setUser: (user: CurrentUser | null) => void;
  /** Issue 30: an account already on this device signed in without a connection (unconfirmed). */
  signInOffline: (user: CurrentUser) => void;
}

let inFlight: Promise<void> | null = null;
// Bumped by setUser: an answer to a request sent before a login or logout must not undo it.
let generation = 0;

export const useCurrentUserStore = create<CurrentUserState>()((set, get) => ({
  user: null,
  loaded: false,
  fetchedAt: 0,

  fetchUser: ({ force = false } = {}) => {
    const { fetchedAt } = get();
    if (!force && fetchedAt && Date.now() - fetchedAt < USER_STALE_MS) return Promise.resolve();
    if (inFlight) return inFlight;
    if (isSignedOutLocally() && unconfirmedUserId() === null) {
      // Signed out here although the server did not confirm it: stay signed out, finish the logout.
      set({ user: signedIn(null), loaded: true, fetchedAt: Date.now() });
      writeCachedUser(null);
      void request('POST', '/api/logout').then(
        () => setSignedOutLocally(false),
        () => undefined,
      );
      return Promise.resolve();
    }
    const started = generation;
    inFlight = (async () => {
      try {
        const response = await request('GET', '/api/user');
        const body: unknown = await response.json();
        if (started !== generation) return;
        const user = isUserDto(body) ? toCurrentUser(body) : null;
        const offline = unconfirmedUserId();
        if (offline !== null && user?.id !== offline) {
          // Signed in offline, and the browser's session is another account's (a sign-out that never
          // reached the server): that session ends and the learner signs in again; nothing syncs meanwhile.
          await request('POST', '/api/logout').catch(() => undefined);
          setSignedOutLocally(false);
          setUnconfirmedUser(null);
          toast({ title: i18n.t('sessionExpired.title'), description: i18n.t('sessionExpired.text') });
          set({ user: signedIn(null), loaded: true, fetchedAt: Date.now() });
          writeCachedUser(null);
          return;
        }
        setUnconfirmedUser(null);
        set({ user: signedIn(user), loaded: true, fetchedAt: Date.now() });
        writeCachedUser(user);
      } catch (error) {
        if (started !== generation) return;
        if (error instanceof RequestError && error.status === 401) {
          // A session that ended on the server while someone was signed in here: say so.
          setUnconfirmedUser(null);
          if (get().user) toast({ title: i18n.t('sessionExpired.title'), description: i18n.t('sessionExpired.text') });
          set({ user: signedIn(null), loaded: true, fetchedAt: Date.now() });
          writeCachedUser(null);
        } else {
          // Offline or server trouble: keep what we know (or the copy kept on the device, so an
          // offline start opens the learner's screens) and ask again next time.
          set({ user: signedIn(get().user ?? readCachedUser()), loaded: true });
        }
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  },

  setUser: (user) => {
    generation += 1;
    inFlight = null;
    // A login ends a sign-out the server never confirmed.
    if (user) setSignedOutLocally(false);
    setUnconfirmedUser(null);
    set({ user: signedIn(user), loaded: true, fetchedAt: user ? Date.now() : 0 });
    writeCachedUser(user);
  },

  signInOffline: (user) => {
    generation += 1;
    inFlight = null;
    // A sign-out the server never confirmed stays to be finished: that session is not this learner's.
    setUnconfirmedUser(user.id);
    set({ user: signedIn(user), loaded: true, fetchedAt: 0 });
    writeCachedUser(user);
  },
}));

/** Back to the state of a fresh page load; for tests. */
export function resetCurrentUserStore(): void {
  generation += 1;
  inFlight = null;
  useCurrentUserStore.setState({ user: null, loaded: false, fetchedAt: 0 });
}

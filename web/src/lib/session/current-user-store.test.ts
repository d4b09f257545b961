import { describe, expect, it } from 'vitest';
import { json, stubFetch, userDto } from '../../test/fetch-stub';
import { CACHED_USER_KEY, readCachedUser } from './cached-user';
import { useCurrentUserStore } from './current-user-store';

const store = () => useCurrentUserStore.getState();

describe('current user store', () => {
  it('maps the snake_case answer to camelCase and keeps a copy for offline use', async () => {
    stubFetch(() => json(userDto({ full_name: 'Maria Nguyen', approval_level: 1, email_verified: false })));
    await store().fetchUser();
    expect(store().user).toMatchObject({
      fullName: 'Maria Nguyen',
      approvalLevel: 1,
      emailVerified: false,
      preferredLanguage: 'vi',
    });
    expect(readCachedUser()?.username).toBe('maria');
  });

  it('treats 401 as nobody signed in and forgets the cached copy', async () => {
    localStorage.setItem(CACHED_USER_KEY, JSON.stringify({ username: 'previous' }));
    stubFetch(() => json({ error: 'Unauthorized', message: 'Not authenticated' }, 401));
    await store().fetchUser();
    expect(store()).toMatchObject({ user: null, loaded: true });
    expect(localStorage.getItem(CACHED_USER_KEY)).toBeNull();
  });

  it('asks the server once within five minutes, and again when forced', async () => {
    const fetchMock = stubFetch(() => json(userDto()));
    await Promise.all([store().fetchUser(), store().fetchUser()]);
    await store().fetchUser();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await store().fetchUser({ force: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not let a late answer undo a logout', async () => {
    let answer: (r: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = store().fetchUser();
    store().setUser(null);
    answer(json(userDto()));
    await pending;
    expect(store().user).toBeNull();
  });
});

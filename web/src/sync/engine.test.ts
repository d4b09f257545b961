// The engine's content step (learner audit, session 11): the N-400 texts come with the question
// bank, for the accounts the server serves them to, and their failure never fails the round.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { n400Db } from '../db/n400';
import { refreshBundle } from '../db/content';
import type * as ContentModule from '../db/content';
import { toCurrentUser } from '../lib/session/current-user';
import { useCurrentUserStore } from '../lib/session/current-user-store';
import { json, stubFetch, userDto } from '../test/fetch-stub';
import { freshDatabaseEachTest } from '../test/fresh-database';
import { startSyncEngine, type SyncEngine } from './engine';
import { useSyncStatus } from './sync-status';

// The bank, the learner's records and their history have tests of their own: here they succeed.
vi.mock('../db/content', async (importOriginal) => ({
  ...(await importOriginal<typeof ContentModule>()),
  refreshBundle: vi.fn(async () => 'updated'),
}));
vi.mock('./push-pull', () => ({ pushOutbox: vi.fn(async () => {}), pullChanges: vi.fn(async () => false) }));
vi.mock('../lib/history/apply-history', () => ({ rebuildHistory: vi.fn(async () => null) }));

const N400_URL = '/api/n400/bundle?language=vi';
const n400Texts = { language: 'vi', approvalLevel: 2, part9: [{ id: 'p9-1' }], vocabulary: [], personal: [] };

freshDatabaseEachTest();
let engine: SyncEngine | null = null;
beforeEach(async () => {
  await n400Db.bundles.clear();
  vi.mocked(refreshBundle).mockClear();
  useSyncStatus.setState({ syncing: false, lastSyncedAt: null, lastError: null, content: 'idle' });
  useCurrentUserStore.setState({ user: toCurrentUser(userDto()) });
});
afterEach(() => {
  engine?.stop();
  engine = null;
  vi.unstubAllGlobals();
});

/** Answers the N-400 download with `statuses` in turn (the last one from then on); counts the calls. */
function n400Server(...statuses: number[]) {
  return stubFetch((url) => {
    if (url !== N400_URL) throw new Error(`unexpected ${url}`);
    const status = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
    return status === 200 ? json(n400Texts, 200) : json({ error: 'no' }, status);
  });
}
const n400Calls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => url === N400_URL).length;

/** Starts the engine for account 7 in Vietnamese and waits for its start-up round (with content) to end. */
async function startAndSettle(): Promise<SyncEngine> {
  engine = startSyncEngine({ currentUserId: () => 7, language: () => 'vi', intervalMs: 60_000 });
  await vi.waitFor(() => {
    const status = useSyncStatus.getState();
    expect(status.lastSyncedAt ?? status.lastError).not.toBeNull();
    expect(status.syncing).toBe(false);
  });
  return engine;
}

describe('the sync engine keeps the N-400 texts with the question bank', () => {
  it('stores them in the start-up round, beside the bank, and fetches them again only with content', async () => {
    const fetchMock = n400Server(200);
    const started = await startAndSettle();
    expect(refreshBundle).toHaveBeenCalledWith(7, 'vi');
    expect((await n400Db.bundles.get(7))?.part9).toEqual([{ id: 'p9-1' }]);
    expect(useSyncStatus.getState()).toMatchObject({ content: 'idle', lastError: null });

    await started.syncNow();
    expect(n400Calls(fetchMock)).toBe(1);
    await started.syncNow(true);
    expect(n400Calls(fetchMock)).toBe(2);
  });

  it('a failed download leaves the round and the bank alone, and the next round tries again', async () => {
    const fetchMock = n400Server(503, 200);
    const started = await startAndSettle();
    expect(useSyncStatus.getState()).toMatchObject({ content: 'idle', lastError: null });
    expect(refreshBundle).toHaveBeenCalledTimes(1);
    expect(await n400Db.bundles.get(7)).toBeUndefined();

    await started.syncNow();
    expect(n400Calls(fetchMock)).toBe(2);
    expect(refreshBundle).toHaveBeenCalledTimes(1);
    expect((await n400Db.bundles.get(7))?.part9).toHaveLength(1);
    await started.syncNow();
    expect(n400Calls(fetchMock)).toBe(2);
  });

  it('does not ask for them for an account waiting for approval, nor again after a 403', async () => {
    useCurrentUserStore.setState({ user: toCurrentUser(userDto({ is_approved: false, approval_level: 0 })) });
    const fetchMock = n400Server(403);
    const started = await startAndSettle();
    expect(n400Calls(fetchMock)).toBe(0);

    // The server knows better than the device (a level just taken away): a 403 is quiet, not retried.
    useCurrentUserStore.setState({ user: toCurrentUser(userDto()) });
    await started.syncNow(true);
    expect(n400Calls(fetchMock)).toBe(1);
    expect(useSyncStatus.getState()).toMatchObject({ content: 'idle', lastError: null });
    await started.syncNow();
    expect(n400Calls(fetchMock)).toBe(1);
  });
});

// After "Delete my account" (issue 14): this device forgets the account too. Its records, outbox,
// sync identity and settings go from the device database; the spec's browser-storage keys (which
// hold its results) and the cached account go from the browser. The question bank stays: it is
// public content, and the next sign-in downloads its own.
import { db } from '../../db/database';
import { forgetN400OnDevice } from '../../db/n400';
import { removeKeys, STORAGE_KEYS } from '../browser-storage';
import { forgetAccountStorage } from '../session/account-storage';
import { writeCachedUser } from '../session/cached-user';
import { forgetOfflineSignIn } from '../session/offline-sign-in';

export async function forgetAccountOnDevice(userId: number): Promise<void> {
  const mine = [db.answers, db.vocabularyAnswers, db.studySessions, db.testAttempts, db.outbox, db.rejectedOps];
  await db.transaction('rw', [...mine, db.settings, db.syncClients, db.meta], async () => {
    for (const table of mine) await table.where('userId').equals(userId).delete();
    await db.settings.delete(userId);
    await db.syncClients.delete(userId);
    // The bundle's record names the account (its state and level): the next account fetches its own.
    const bundle = await db.meta.get('bundle');
    if (bundle?.userId === userId) await db.meta.delete('bundle');
  });
  forgetAccountStorage(userId);
  forgetOfflineSignIn(userId);
  // The N-400 practice's own database: the learner's "about you" answers go with the account.
  await forgetN400OnDevice(userId);
  removeKeys(...Object.values(STORAGE_KEYS));
  writeCachedUser(null);
  try {
    sessionStorage.clear();
  } catch {
    // Storage blocked: nothing was kept there either.
  }
}

// Issue 32: what a pull says about the learner's "about you" answers, merged into this device's
// N-400 database. Loaded only when a pull carries them (push-pull.ts), so the N-400 database stays
// out of the start-up code for everyone else.
//
// The pull runs right after this device's ops were pushed, so the account's copy already holds this
// device's last choices, settled last-write-wins with every other device's: with no about-you op of
// this device still waiting, the account's switch is the truth and this device follows it.
// - Off: the switch goes off here too; the answers on this device stay (they were only removed
//   from the account).
// - On: answers written before the account's last "Forget my answers" go; for every field the
//   account holds, its value is taken, unless this device only now joins and wrote the field later
//   (then that answer is sent); an answer the account lacks is sent (while it was off elsewhere the
//   account dropped it, and this device never said to forget it).
import type { AboutYouPull } from '@civics/sync-protocol';
import { db } from '../db/database';
import { n400Db, queueAboutYouAnswers, type AboutYouAnswer } from '../db/n400';

const aboutYouOpWaiting = async (userId: number) =>
  (await db.outbox
    .where('userId')
    .equals(userId)
    .filter((op) => op.type.startsWith('about-you.'))
    .count()) > 0;

export async function mergeAboutYouPull(userId: number, pulled: AboutYouPull): Promise<void> {
  // A change of this device not yet on the account: the next pull, after it is sent, settles it.
  if (await aboutYouOpWaiting(userId)) return;
  const wasOn = (await n400Db.aboutYouSync.get(userId))?.enabled ?? false;
  await n400Db.aboutYouSync.put({ userId, enabled: pulled.enabled, changedAt: pulled.changedAt });
  if (!pulled.enabled) return;
  const accountCopy = new Map(pulled.answers.map((a) => [a.field, a]));
  const local = await n400Db.aboutYou.where('userId').equals(userId).toArray();
  const forgotten = local.filter((a) => pulled.forgottenAt !== null && a.updatedAt <= pulled.forgottenAt);
  const toSend: AboutYouAnswer[] = [];
  const toTake: AboutYouAnswer[] = [];
  for (const answer of local) {
    if (forgotten.includes(answer)) continue;
    const kept = accountCopy.get(answer.field);
    if (!kept || (!wasOn && answer.updatedAt > kept.updatedAt)) toSend.push(answer);
  }
  const sending = new Set(toSend.map((a) => a.field));
  for (const kept of pulled.answers) if (!sending.has(kept.field)) toTake.push({ userId, ...kept });
  await queueAboutYouAnswers(userId, toSend);
  await n400Db.transaction('rw', n400Db.aboutYou, async () => {
    await n400Db.aboutYou.bulkDelete(forgotten.map((a): [number, string] => [userId, a.field]));
    await n400Db.aboutYou.bulkPut(toTake);
  });
}

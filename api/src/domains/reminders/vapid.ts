// The VAPID key pair that signs every push request (issue 33): the operator's, from
// VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else one made at first start and kept in the database, so
// every API process and every restart signs with the same key and no device must subscribe again.
import webPush from 'web-push';
import type { AppConfig } from '../../config.js';
import type { DbOrTrx } from '../../db/database.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The settings row (id 1), made once: the insert that wins keeps its keys, the others read them. */
export async function ensurePushSettings(db: DbOrTrx): Promise<{ vapidPublicKey: string; vapidPrivateKey: string }> {
  const read = () =>
    db.selectFrom('pushSettings').select(['vapidPublicKey', 'vapidPrivateKey']).where('id', '=', 1).executeTakeFirst();
  const found = await read();
  if (found) return found;
  const made = webPush.generateVAPIDKeys();
  await db
    .insertInto('pushSettings')
    .values({ id: 1, vapidPublicKey: made.publicKey, vapidPrivateKey: made.privateKey })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return (await read())!;
}

export async function vapidKeys(db: DbOrTrx, push: AppConfig['push']): Promise<VapidKeys> {
  if (push.vapidPublicKey && push.vapidPrivateKey)
    return { publicKey: push.vapidPublicKey, privateKey: push.vapidPrivateKey, subject: push.subject };
  const row = await ensurePushSettings(db);
  return { publicKey: row.vapidPublicKey, privateKey: row.vapidPrivateKey, subject: push.subject };
}

/** Refuses to start with keys or a subject web-push would reject on every send. */
export function assertVapidConfig(push: AppConfig['push']): void {
  if (!/^(mailto:|https:)/.test(push.subject)) throw new Error('VAPID_SUBJECT must start with mailto: or https:');
  if (push.vapidPublicKey && push.vapidPrivateKey) {
    // Throws a clear error for keys of the wrong length or encoding.
    webPush.setVapidDetails(push.subject, push.vapidPublicKey, push.vapidPrivateKey);
  }
}

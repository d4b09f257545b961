// A periodic mail sent at most once per key, however many API processes run the job: the process
// whose insert into scheduled_mail_log wins sends it (the key is unique; the insert is one
// statement, so there is no window between "not sent yet?" and "mark sent"). The claim is written
// before the mail goes out, so a slow SMTP server never holds a write transaction open; when every
// send failed the claim is taken back and a later pass tries again.
import type { DbOrTrx } from '../db/database.js';
import type { Mailer, MailMessage } from '../lib/mailer.js';

export interface ScheduledMailKey {
  /** Which job: 'freshness-digest', 'level-ending' ... */
  kind: string;
  /** Whom or what the mail is about (a user id, 'admins'). */
  subjectKey: string;
  /** The day the mail is for (YYYY-MM-DD). */
  sentOn: string;
}

/** True when this call recorded the key (nobody had): the caller sends the mail. */
export async function claimScheduledMail(db: DbOrTrx, key: ScheduledMailKey, now = new Date()): Promise<boolean> {
  const inserted = await db
    .insertInto('scheduledMailLog')
    .values({ ...key, createdAt: now.toISOString() })
    .onConflict((oc) => oc.columns(['kind', 'subjectKey', 'sentOn']).doNothing())
    .returning('kind')
    .execute();
  return inserted.length > 0;
}

export async function releaseScheduledMail(db: DbOrTrx, key: ScheduledMailKey): Promise<void> {
  await db
    .deleteFrom('scheduledMailLog')
    .where('kind', '=', key.kind)
    .where('subjectKey', '=', key.subjectKey)
    .where('sentOn', '=', key.sentOn)
    .execute();
}

/** Sends `messages` unless the key was already claimed; answers how many went out. */
export async function sendOnce(
  db: DbOrTrx,
  mailer: Mailer,
  key: ScheduledMailKey,
  messages: MailMessage[],
  now = new Date(),
): Promise<number> {
  if (messages.length === 0 || !(await claimScheduledMail(db, key, now))) return 0;
  let sent = 0;
  for (const message of messages) if (await mailer.send(message)) sent += 1;
  if (sent === 0) await releaseScheduledMail(db, key);
  return sent;
}

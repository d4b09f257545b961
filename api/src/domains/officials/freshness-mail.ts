// The admins' daily mail (issue 19): when a seat changes hands within 7 days (or already has, or
// is empty) every admin is told once that day, even with several API processes (sendOnce). In
// English: the admin area is English-only.
import { FRESHNESS_MAIL_DAYS, type FreshnessItem } from '@civics/sync-protocol';
import type { Db } from '../../db/database.js';
import type { Mailer, MailMessage } from '../../lib/mailer.js';
import { sendOnce } from '../../services/mail-once.js';
import { freshnessReport } from './freshness.js';

export const FRESHNESS_MAIL_KIND = 'freshness-digest';
/** Checked every hour; the mail goes out at most once a (UTC) day. */
export const FRESHNESS_MAIL_INTERVAL_MS = 60 * 60 * 1000;

const seatName = (item: FreshnessItem) =>
  item.kind === 'officeholder'
    ? item.placeName
    : `${item.placeName} ${item.kind}${item.seat ? ` (class ${item.seat})` : ''}`;

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** One line per seat, as the admin reads it. */
export function describeItem(item: FreshnessItem): string {
  const who = item.name ? ` ${item.name}` : '';
  switch (item.reason) {
    case 'emptySeat':
      return `${seatName(item)}: nobody in force, learners get no answer`;
    case 'termEnded':
      return `${seatName(item)}${who}: term ended ${item.endsOn} (${days(-item.daysLeft!)} ago), no successor entered`;
    case 'endingSoon':
      return `${seatName(item)}${who}: term ends ${item.endsOn} (in ${days(item.daysLeft!)}), no successor entered`;
    case 'noTermEnd':
      return `${seatName(item)}${who}: no term end recorded`;
  }
}

/** A term that has ended with nobody new in force: what learners already miss (issue 34 item 11). */
export const successorMissing = (item: FreshnessItem): boolean =>
  item.reason === 'termEnded' || item.reason === 'emptySeat';

/** The missing successors first, in the subject and at the top of the mail; then the seats due soon. */
export function freshnessMail(to: string, day: string, due: FreshnessItem[], total: number): MailMessage {
  const missing = due.filter(successorMissing);
  const soon = due.filter((item) => !successorMissing(item));
  const list = (items: FreshnessItem[]) => items.map((item) => `- ${describeItem(item)}`).join('\n');
  const count = `${due.length} seat${due.length === 1 ? '' : 's'} to update within ${FRESHNESS_MAIL_DAYS} days (${day})`;
  const missingPart = missing.length
    ? `Successor missing: learners are told "the new name is not in the app yet", and tests and the interview leave the question out, until you enter who holds the seat now:\n\n${list(missing)}\n\n`
    : '';
  const soonPart = soon.length
    ? `These seats change hands within ${FRESHNESS_MAIL_DAYS} days and learners' answers will need the new holder:\n\n${list(soon)}\n\n`
    : '';
  return {
    to,
    subject: missing.length
      ? `Civics officials: successor missing for ${missing.map(seatName).join(', ')}; ${count}`
      : `Civics officials: ${count}`,
    text:
      `Hello,\n\n${missingPart}${soonPart}` +
      `Enter each successor with the day they take office on the Senators, Governors or Officeholders screen of the admin area. ` +
      `The full report (${total} item${total === 1 ? '' : 's'}, 30 days ahead) is on the admin dashboard.\n\n` +
      `You get this mail once a day while something is due.`,
  };
}

/** One pass for `now`: mails the admins when something is due; answers how many mails went out. */
export async function mailFreshnessDigest(deps: { db: Db; mailer: Mailer }, now = new Date()): Promise<number> {
  const day = now.toISOString().slice(0, 10);
  const report = await freshnessReport(deps.db, day);
  const due = report.items.filter((item) => item.urgent);
  if (due.length === 0) return 0;
  const admins = await deps.db
    .selectFrom('users')
    .select('email')
    .where('role', '=', 'admin')
    .where('disabledAt', 'is', null)
    .where('email', '!=', '')
    .orderBy('id')
    .execute();
  const messages = admins.map((admin) => freshnessMail(admin.email, day, due, report.items.length));
  return sendOnce(
    deps.db,
    deps.mailer,
    { kind: FRESHNESS_MAIL_KIND, subjectKey: 'admins', sentOn: day },
    messages,
    now,
  );
}

/** Starts the hourly check; the timer never keeps the process alive. */
export function startFreshnessMailJob(deps: { db: Db; mailer: Mailer }, log: (error: unknown) => void): () => void {
  const timer = setInterval(() => void mailFreshnessDigest(deps, new Date()).catch(log), FRESHNESS_MAIL_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

// The sending round (issue 33): every minute, each device whose local time has reached its reminder
// on one of its days gets one reminder that local day, unless the day's goal is already met.
// Safe with several API processes: a device is claimed for its day by one conditional UPDATE, so
// exactly one process sends it. A failure is retried later with a growing wait, at most
// MAX_TRIES times a day, never in a loop; a subscription the push service says is gone is removed.
// The state lives in the database, so a restart picks up what is due today.
import type { Agent } from 'node:https';
import type { PushOutcome } from '@civics/sync-protocol';
import type { Db } from '../../db/database.js';
import { localMoment, minutesOf } from './local-time.js';
import { dailyReminder } from './messages.js';
import { isAllowedPushEndpoint, pushTo, type PushResult } from './push-sender.js';
import { daysOf, questionsLeftToday } from './repository.js';
import type { VapidKeys } from './vapid.js';

export const ROUND_INTERVAL_MS = 60 * 1000;
export const MAX_TRIES = 3;
const RETRY_BASE_MS = 5 * 60 * 1000;

export interface RoundDeps {
  db: Db;
  keys: () => Promise<VapidKeys>;
  allowedHosts: readonly string[];
  agent?: Agent;
}

type Due = Awaited<ReturnType<typeof dueRows>>[number];

function dueRows(db: Db, now: Date) {
  return db
    .selectFrom('pushSubscriptions')
    .innerJoin('users', 'users.id', 'pushSubscriptions.userId')
    .select([
      'pushSubscriptions.id',
      'userId',
      'endpoint',
      'p256dh',
      'auth',
      'time',
      'days',
      'timeZone',
      'lastSentOn',
      'failures',
      'retryAt',
      'users.preferredLanguage',
    ])
    .where('users.disabledAt', 'is', null)
    .where((eb) => eb.or([eb('retryAt', 'is', null), eb('retryAt', '<=', now.toISOString())]))
    .execute();
}

/** Takes the device for `day`; false when another process (or an earlier round) already has it. */
async function claim(db: Db, row: Due, day: string): Promise<boolean> {
  const result = await db
    .updateTable('pushSubscriptions')
    .set({ lastSentOn: day, retryAt: null })
    .where('id', '=', row.id)
    .where((eb) => (row.lastSentOn === null ? eb('lastSentOn', 'is', null) : eb('lastSentOn', '=', row.lastSentOn)))
    .where((eb) => (row.retryAt === null ? eb('retryAt', 'is', null) : eb('retryAt', '=', row.retryAt)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function settle(db: Db, row: Due, result: PushResult, now: Date): Promise<void> {
  const mine = db.updateTable('pushSubscriptions').where('id', '=', row.id);
  if (result === 'removed') await db.deleteFrom('pushSubscriptions').where('id', '=', row.id).execute();
  else if (result === 'sent') await mine.set({ failures: 0 }).execute();
  else if (row.failures + 1 >= MAX_TRIES)
    await mine.set({ failures: 0 }).execute(); // given up for today
  else {
    // Handing the day back lets a later round try again, after a wait that doubles each time.
    const retryAt = new Date(now.getTime() + RETRY_BASE_MS * 2 ** row.failures).toISOString();
    await mine.set({ lastSentOn: row.lastSentOn, failures: row.failures + 1, retryAt }).execute();
  }
}

export async function sendDueReminders(deps: RoundDeps, now = new Date()): Promise<PushOutcome> {
  const outcome: PushOutcome = { sent: 0, removed: 0, failed: 0 };
  for (const row of await dueRows(deps.db, now)) {
    const local = localMoment(now, row.timeZone);
    if (!daysOf(row.days).includes(local.weekday) || local.minutes < minutesOf(row.time)) continue;
    if (row.lastSentOn === local.day && row.retryAt === null) continue;
    if (!(await claim(deps.db, row, local.day))) continue;
    const left = await questionsLeftToday(deps.db, row.userId, local);
    if (left === 0) continue; // the goal is met: nothing to remind of today
    const result = isAllowedPushEndpoint(row.endpoint, deps.allowedHosts)
      ? await pushTo(row, dailyReminder(row.preferredLanguage, left), await deps.keys(), deps.agent)
      : 'failed';
    outcome[result === 'sent' ? 'sent' : result === 'removed' ? 'removed' : 'failed'] += 1;
    await settle(deps.db, row, result, now);
  }
  if (outcome.sent + outcome.removed + outcome.failed > 0) await recordRound(deps.db, outcome, now);
  return outcome;
}

async function recordRound(db: Db, outcome: PushOutcome, now: Date): Promise<void> {
  await db
    .updateTable('pushSettings')
    .set({
      lastRoundAt: now.toISOString(),
      lastRoundSent: outcome.sent,
      lastRoundRemoved: outcome.removed,
      lastRoundFailed: outcome.failed,
    })
    .where('id', '=', 1)
    .execute();
}

/** Starts the round every minute; the timer never keeps the process alive. */
export function startReminderRounds(deps: RoundDeps, log: (error: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return; // a slow round is never overlapped by the next in the same process
    running = true;
    void sendDueReminders(deps, new Date())
      .catch(log)
      .finally(() => (running = false));
  }, ROUND_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

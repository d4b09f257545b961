// The reminders' rows (issue 33): one per device subscription, owned by one account.
import type { ReminderDto, ReminderInput } from '@civics/sync-protocol';
import { DEFAULT_DAILY_GOAL } from '@civics/sync-protocol';
import type { DbOrTrx } from '../../db/database.js';
import { parseJson } from '../../lib/json.js';
import type { LocalMoment } from './local-time.js';

const daysText = (days: readonly number[]) => [...days].sort((a, b) => a - b).join(',');
export const daysOf = (text: string) => (text ? text.split(',').map(Number) : []);

export const findByEndpoint = (db: DbOrTrx, endpoint: string) =>
  db.selectFrom('pushSubscriptions').selectAll().where('endpoint', '=', endpoint).executeTakeFirst();

/** Saves this device's reminder for `userId`: new, or the same device's choice changed. */
export async function saveReminder(db: DbOrTrx, userId: number, input: ReminderInput, now: string): Promise<void> {
  const values = {
    p256dh: input.subscription.keys.p256dh,
    auth: input.subscription.keys.auth,
    time: input.time,
    days: daysText(input.days),
    timeZone: input.timeZone,
    updatedAt: now,
    failures: 0,
    retryAt: null,
  };
  const updated = await db
    .updateTable('pushSubscriptions')
    .set(values)
    .where('endpoint', '=', input.subscription.endpoint)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db
    .insertInto('pushSubscriptions')
    .values({ ...values, userId, endpoint: input.subscription.endpoint, createdAt: now, lastSentOn: null })
    .execute();
}

export async function listReminders(db: DbOrTrx, userId: number): Promise<ReminderDto[]> {
  const rows = await db
    .selectFrom('pushSubscriptions')
    .select(['endpoint', 'time', 'days', 'timeZone', 'createdAt', 'lastSentOn'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, days: daysOf(row.days) }));
}

export async function deleteReminder(db: DbOrTrx, userId: number, endpoint: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('pushSubscriptions')
    .where('endpoint', '=', endpoint)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

const isGoal = (goal: unknown): goal is number => typeof goal === 'number' && Number.isInteger(goal) && goal > 0;

/**
 * The learner's goal for a local day (synced with their settings, issue 33): the goal their device
 * set for that day (from the interview plan), else their own daily goal, else the default.
 */
async function dailyGoal(db: DbOrTrx, userId: number, day: string): Promise<number> {
  const row = await db
    .selectFrom('settings')
    .select('studyModeSettings')
    .where('userId', '=', userId)
    .executeTakeFirst();
  const study = parseJson<{ dailyGoal?: unknown; goalDays?: Record<string, unknown> }>(row?.studyModeSettings, {});
  const ofDay = study.goalDays?.[day];
  if (isGoal(ofDay)) return ofDay;
  return isGoal(study.dailyGoal) ? study.dailyGoal : DEFAULT_DAILY_GOAL;
}

/** How many questions are left of the day's goal in the learner's own day (0 once it is met). */
export async function questionsLeftToday(db: DbOrTrx, userId: number, local: LocalMoment): Promise<number> {
  const [goal, answered] = await Promise.all([
    dailyGoal(db, userId, local.day),
    db
      .selectFrom('answerAttempts')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('userId', '=', userId)
      .where('answeredAt', '>=', local.dayStartIso)
      .where('answeredAt', '<', local.dayEndIso)
      .executeTakeFirst(),
  ]);
  return Math.max(0, goal - Number(answered?.n ?? 0));
}

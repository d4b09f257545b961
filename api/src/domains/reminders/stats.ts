// The admin dashboard's reminder figures: how many learners and devices, and what the last round
// did. Counts only: no endpoint or key leaves the server.
import type { ReminderStats } from '@civics/sync-protocol';
import type { DbOrTrx } from '../../db/database.js';

export async function reminderStats(db: DbOrTrx): Promise<ReminderStats> {
  const [counts, round] = await Promise.all([
    db
      .selectFrom('pushSubscriptions')
      .select((eb) => [
        eb.fn.count<number | string>('userId').distinct().as('learners'),
        eb.fn.countAll<number | string>().as('devices'),
      ])
      .executeTakeFirst(),
    db
      .selectFrom('pushSettings')
      .select(['lastRoundAt', 'lastRoundSent', 'lastRoundRemoved', 'lastRoundFailed'])
      .where('id', '=', 1)
      .executeTakeFirst(),
  ]);
  return {
    learnersWithReminders: Number(counts?.learners ?? 0),
    devices: Number(counts?.devices ?? 0),
    lastRound: round?.lastRoundAt
      ? {
          at: round.lastRoundAt,
          sent: round.lastRoundSent,
          removed: round.lastRoundRemoved,
          failed: round.lastRoundFailed,
        }
      : null,
  };
}

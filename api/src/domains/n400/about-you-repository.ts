// Issue 32: the learner's "about you" answers on the account (migration 0027), only while the
// learner keeps the switch on. Each write is last-write-wins by the time the device recorded (never
// later than the server received it: apply.ts's trustedTime), so devices that sync in any order
// agree. Only the owner reads them: the pull and the export; no admin route does.
import type { AboutYouPull, AboutYouSetPayload, AccountExport } from '@civics/sync-protocol';
import type { DbOrTrx } from '../../db/database.js';

/** The op types that change what a pull carries about the switch or the answers. */
export const ABOUT_YOU_OP_TYPES = ['about-you.sync', 'about-you.set', 'about-you.forget'] as const;

const switchOf = (db: DbOrTrx, userId: number) =>
  db.selectFrom('aboutYouSync').selectAll().where('userId', '=', userId).executeTakeFirst();

/** The switch, if this change is the latest; turned off, the answers leave the account. */
export async function setAboutYouSync(
  trx: DbOrTrx,
  userId: number,
  change: { enabled: boolean; changedAt: string },
): Promise<void> {
  const current = await switchOf(trx, userId);
  // A change recorded before the one in force (a device that was offline) loses.
  if (current && current.changedAt > change.changedAt) return;
  const enabled = change.enabled ? 1 : 0;
  await trx
    .insertInto('aboutYouSync')
    .values({ userId, enabled, changedAt: change.changedAt, forgottenAt: null })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ enabled, changedAt: change.changedAt }))
    .execute();
  if (!change.enabled) await trx.deleteFrom('aboutYouAnswers').where('userId', '=', userId).execute();
}

/**
 * One field's answer, kept only while the switch is on (a device that did not yet hear it was
 * turned off elsewhere stores nothing), not forgotten since, and newer than the one kept.
 */
export async function setAboutYouAnswer(trx: DbOrTrx, userId: number, answer: AboutYouSetPayload): Promise<void> {
  const current = await switchOf(trx, userId);
  if (!current || current.enabled !== 1) return;
  if (current.forgottenAt !== null && answer.updatedAt <= current.forgottenAt) return;
  const kept = await trx
    .selectFrom('aboutYouAnswers')
    .select('updatedAt')
    .where('userId', '=', userId)
    .where('field', '=', answer.field)
    .executeTakeFirst();
  if (kept && kept.updatedAt > answer.updatedAt) return;
  const { field, value, updatedAt } = answer;
  await trx
    .insertInto('aboutYouAnswers')
    .values({ userId, field, value, updatedAt })
    .onConflict((oc) => oc.columns(['userId', 'field']).doUpdateSet({ value, updatedAt }))
    .execute();
}

/** "Forget my answers": every answer written at or before `forgottenAt` leaves the account. */
export async function forgetAboutYouAnswers(trx: DbOrTrx, userId: number, forgottenAt: string): Promise<void> {
  await trx.deleteFrom('aboutYouAnswers').where('userId', '=', userId).where('updatedAt', '<=', forgottenAt).execute();
  const current = await switchOf(trx, userId);
  if (current && (current.forgottenAt === null || current.forgottenAt < forgottenAt))
    await trx.updateTable('aboutYouSync').set({ forgottenAt }).where('userId', '=', userId).execute();
}

/** The switch and, while it is on, the answers; null for an account that never used the switch. */
export async function readAboutYouForPull(db: DbOrTrx, userId: number): Promise<AboutYouPull | null> {
  const current = await switchOf(db, userId);
  if (!current) return null;
  const answers =
    current.enabled === 1
      ? await db
          .selectFrom('aboutYouAnswers')
          .select(['field', 'value', 'updatedAt'])
          .where('userId', '=', userId)
          .orderBy('field')
          .execute()
      : [];
  return { enabled: current.enabled === 1, changedAt: current.changedAt, forgottenAt: current.forgottenAt, answers };
}

/** True when an about-you op of this account was applied after `cursor` (its server seq). */
export async function aboutYouChangedSince(db: DbOrTrx, userId: number, cursor: number): Promise<boolean> {
  const row = await db
    .selectFrom('syncOps')
    .select('opId')
    .where('userId', '=', userId)
    .where('serverSeq', '>', cursor)
    .where('type', 'in', [...ABOUT_YOU_OP_TYPES])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** For the learner's export: the answers kept on the account (an emptied field is no answer). */
export async function readAboutYouForExport(db: DbOrTrx, userId: number): Promise<AccountExport['aboutYouAnswers']> {
  return db
    .selectFrom('aboutYouAnswers')
    .select(['field', 'value', 'updatedAt'])
    .where('userId', '=', userId)
    .where('value', '!=', '')
    .orderBy('field')
    .execute();
}

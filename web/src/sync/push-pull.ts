// One round of sync for the signed-in account: push its outbox in seq order, then pull what
// changed on the server (DESIGN.md §3). Ops of other accounts on this device are never sent.
import type { PullAnswer, PushAnswer, SettingsPatch } from '@civics/sync-protocol';
import { db } from '../db/database';
import { mergeWithDevice, saveDeviceChoice } from './merge-device-settings';
import { pendingOps, syncClientOf } from '../db/outbox';
import { useLanguageStore } from '../lib/language-store';
import { requestJson } from '../lib/request';

const BATCH = 100;

export async function pushOutbox(userId: number): Promise<number> {
  let pushed = 0;
  for (;;) {
    const ops = await pendingOps(userId, BATCH);
    if (ops.length === 0) return pushed;
    const { clientId } = await syncClientOf(userId);
    const answer = await requestJson<PushAnswer>('POST', '/api/sync/push', {
      clientId,
      ops: ops.map(({ id, seq, type, payload, at }) => ({ id, seq, type, payload, at })),
    });
    const byId = new Map(ops.map((op) => [op.id, op]));
    await db.transaction('rw', [db.outbox, db.rejectedOps], async () => {
      for (const result of answer.results) {
        const op = byId.get(result.id);
        if (!op) continue;
        if (result.status === 'rejected') await db.rejectedOps.put({ ...op, reason: result.reason ?? 'rejected' });
        await db.outbox.delete(result.id);
      }
    });
    pushed += answer.results.length;
    if (answer.results.length === 0) return pushed;
  }
}

/** Fields of settings changed on this device and not yet pushed: the local value stands. */
async function pendingSettingFields(userId: number): Promise<Set<string>> {
  const ops = await db.outbox
    .where('userId')
    .equals(userId)
    .filter((op) => op.type === 'settings.update')
    .toArray();
  const fields = new Set<string>();
  for (const op of ops) {
    const patch = op.payload as SettingsPatch;
    for (const f of Object.keys(patch.studyModeSettings ?? {})) fields.add(`study.${f}`);
    for (const f of Object.keys(patch.testModeSettings ?? {})) fields.add(`test.${f}`);
  }
  return fields;
}

/** Pulls the account's changes; answers true when the translation language changed (a new bundle is due). */
export async function pullChanges(userId: number): Promise<boolean> {
  const client = await syncClientOf(userId);
  const query = client.cursor === null ? '' : `?cursor=${client.cursor}`;
  const answer = await requestJson<PullAnswer>('GET', `/api/sync/pull${query}`);
  const keep = await pendingSettingFields(userId);
  const study = await db.transaction(
    'rw',
    [db.answers, db.vocabularyAnswers, db.studySessions, db.testAttempts, db.settings, db.syncClients],
    async () => {
      // Records are keyed by their op id everywhere: putting them again is a union, never a copy.
      await db.answers.bulkPut(answer.answers.map((a) => ({ ...a, userId })));
      // Issue 32: the answers to the N-400 words, so every device replays the same words' schedule.
      await db.vocabularyAnswers.bulkPut((answer.vocabularyAnswers ?? []).map((a) => ({ ...a, userId })));
      await db.studySessions.bulkPut(answer.studySessions.map((s) => ({ ...s, userId })));
      await db.testAttempts.bulkPut(answer.testAttempts.map((t) => ({ ...t, userId })));
      const merged = await mergeWithDevice(userId, answer.settings, keep);
      await db.settings.put(merged);
      const latest = await syncClientOf(userId);
      const resetAt = [latest.progressResetAt, answer.progressResetAt].filter(Boolean).sort().at(-1) ?? null;
      await db.syncClients.put({ ...latest, cursor: answer.cursor, progressResetAt: resetAt });
      return merged;
    },
  );
  await saveDeviceChoice(userId, study, answer.settings);
  // Issue 32: the "about you" answers, only for an account that keeps them on the account (or did):
  // their module and the N-400 database load only then.
  const { aboutYou } = answer;
  if (aboutYou) await import('./about-you-pull').then(({ mergeAboutYouPull }) => mergeAboutYouPull(userId, aboutYou));
  // The screens read the languages from the store: it follows the settings just stored (issue 22).
  return useLanguageStore
    .getState()
    .adoptSettings(study.studyModeSettings, study.fieldTimes['study.translationLanguage']);
}

// Runs the rebuild for the signed-in account after a sync round: reads the account's records and
// the bank from the device database (read only) and writes the keys the plan names.
import { db, type StoredQuestion } from '../../db/database';
import { removeKeys, STORAGE_KEYS, writeJson } from '../browser-storage';
import { planHistory, type HistoryPlan } from './plan-history';

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Never throws: the results screens then show what the browser already kept. */
export async function rebuildHistory(userId: number, language: string): Promise<HistoryPlan | null> {
  try {
    const [answers, sessions, attempts, client] = await Promise.all([
      db.answers.where('userId').equals(userId).toArray(),
      db.studySessions.where('userId').equals(userId).toArray(),
      db.testAttempts.where('userId').equals(userId).toArray(),
      db.syncClients.get(userId),
    ]);
    if (sessions.length === 0 && attempts.length === 0) return null;
    const ids = new Set<number>(answers.map((a) => a.questionId));
    for (const attempt of attempts)
      for (const entry of attempt.questionsData) if (typeof entry.questionId === 'number') ids.add(entry.questionId);
    const found = await db.questions.bulkGet([...ids]);
    const questions = new Map(found.filter((q): q is StoredQuestion => !!q).map((q) => [q.id, q]));
    const plan = planHistory(
      { answers, sessions, attempts, questions, language, progressResetAt: client?.progressResetAt ?? null },
      { studyResults: readRaw(STORAGE_KEYS.studyResults), testResults: readRaw(STORAGE_KEYS.testResults) },
    );
    for (const { key, value } of plan.write) writeJson(key, value);
    if (plan.remove.length > 0) removeKeys(...plan.remove);
    return plan;
  } catch {
    return null;
  }
}

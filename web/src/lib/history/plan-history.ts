// Which of the spec's browser-storage keys to rebuild from the synced records, and with what. The
// keys stay the device's working copy: a key from newer local work is never overwritten.
// - testResults carries its end time (testEndTime): it is replaced only by a later attempt.
// - studyResults carries no time: it is dated by the session whose questions it holds. It is
//   replaced when it is missing or unreadable, or when it holds an older session than the latest
//   one. A key that matches no recorded session is kept: it may be work this device finished a
//   moment ago whose session record is still being written.
import type { StoredAnswer, StoredQuestion, StoredStudySession, StoredTestAttempt } from '../../db/database';
import { STORAGE_KEYS, type StorageKey } from '../browser-storage';
import type { StudyResult } from '../study-result';
import { PRACTICE_MODE_INCORRECT } from '../study-review';
import { countedStudySessions, missedQuestions, rebuildStudyResult, sessionAnswers } from './study-history';
import { countedTestAttempts, rebuildTestResult } from './test-history';

export interface HistoryRecords {
  answers: readonly StoredAnswer[];
  sessions: readonly StoredStudySession[];
  attempts: readonly StoredTestAttempt[];
  /** The bank on the device, by id (questions not there are left brief). */
  questions: ReadonlyMap<number, StoredQuestion>;
  /** The translation language, for the translations a study result carries. */
  language: string;
  /** The last "Begin again": study sessions before it no longer count. */
  progressResetAt: string | null;
}

/** The raw values of the keys the plan looks at (null when absent). */
export interface CurrentKeys {
  studyResults: string | null;
  testResults: string | null;
}

export interface HistoryPlan {
  write: Array<{ key: StorageKey; value: unknown }>;
  remove: StorageKey[];
}

function parse(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function storedStudyIds(raw: string | null): Set<number> | null {
  const value = parse(raw) as Partial<StudyResult> | null;
  if (!value || !Array.isArray(value.questions)) return null;
  const ids = value.questions.map((q: unknown) => (q as { questionId?: unknown } | null)?.questionId);
  return ids.every((id): id is number => typeof id === 'number') ? new Set(ids) : null;
}

const sameIds = (a: ReadonlySet<number>, b: readonly StoredAnswer[]) =>
  a.size === b.length && b.every((answer) => a.has(answer.questionId));

/**
 * A key no session record matches (its record still being written, or its answers outside every
 * session's time window) is dated by the last answer to its questions: older than `completedAt`
 * means a newer session replaces it. A key none of whose questions is in the log is kept.
 */
function answeredBefore(ids: ReadonlySet<number>, answers: readonly StoredAnswer[], completedAt: string): boolean {
  const times = answers.filter((answer) => ids.has(answer.questionId)).map((answer) => Date.parse(answer.answeredAt));
  return times.length > 0 && Math.max(...times) < Date.parse(completedAt);
}

function planStudy(records: HistoryRecords, current: string | null, plan: HistoryPlan): void {
  const sessions = countedStudySessions(records.sessions, records.progressResetAt);
  const latest = sessions.at(-1);
  if (!latest) return;
  const storedIds = storedStudyIds(current);
  if (storedIds) {
    // The newest session whose questions are the key's: the key's own date.
    const own = [...sessions]
      .reverse()
      .find((s) => sameIds(storedIds, sessionAnswers(s, records.answers, records.attempts)));
    if (
      own
        ? Date.parse(own.completedAt) >= Date.parse(latest.completedAt)
        : !answeredBefore(storedIds, records.answers, latest.completedAt)
    )
      return;
  }
  const result = rebuildStudyResult({
    session: latest,
    answers: records.answers,
    attempts: records.attempts,
    questions: records.questions,
    language: records.language,
  });
  if (!result) return;
  plan.write.push({ key: STORAGE_KEYS.studyResults, value: result });
  // The missed list and the review's hand-over belonged to the older result.
  plan.write.push({ key: STORAGE_KEYS.practiceIncorrectQuestions, value: missedQuestions(result) });
  plan.write.push({ key: STORAGE_KEYS.practiceMode, value: PRACTICE_MODE_INCORRECT });
  plan.remove.push(STORAGE_KEYS.updatedCorrectQuestions);
}

function planTest(records: HistoryRecords, current: string | null, plan: HistoryPlan): void {
  const latest = countedTestAttempts(records.attempts).at(-1);
  if (!latest) return;
  const stored = parse(current) as { testEndTime?: unknown; questionsData?: unknown } | null;
  const storedEnd = typeof stored?.testEndTime === 'string' ? Date.parse(stored.testEndTime) : NaN;
  if (Array.isArray(stored?.questionsData) && storedEnd >= Date.parse(latest.completedAt)) return;
  const result = rebuildTestResult(latest, records.questions);
  if (!result) return;
  plan.write.push({ key: STORAGE_KEYS.testResults, value: result });
  plan.write.push({ key: STORAGE_KEYS.lastTestQuestions, value: result.questionsData.map((q) => q.questionId) });
}

/** Pure: the keys to write and remove so the results screens show the latest work of any device. */
export function planHistory(records: HistoryRecords, current: CurrentKeys): HistoryPlan {
  const plan: HistoryPlan = { write: [], remove: [] };
  planStudy(records, current.studyResults, plan);
  planTest(records, current.testResults, plan);
  return plan;
}

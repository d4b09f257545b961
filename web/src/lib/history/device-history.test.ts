// The rebuild and the "forget this account" step against the real device database (fake-indexeddb):
// records written the way the screens write them, keys read the way the results screens read them.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../db/database';
import { recordAnswer, recordStudySession, recordTestAttempt } from '../../db/learner-records';
import { STORAGE_KEYS } from '../browser-storage';
import { readStudyResult } from '../study-result';
import { rebuildHistory } from './apply-history';
import { forgetAccountOnDevice } from './forget-account';
import { storedQuestion } from '../../test/bundle-fixtures';

const ME = 11;
const OTHER = 12;

const question = (n: number) =>
  storedQuestion(n, {
    options: [1, 2, 3].map((i) => ({ id: `q${n}_${i}`, text: `Answer ${i}` })),
    correctOptionId: `q${n}_1`,
  });

/** What another device did, as the pull stores it: two answers, their session, a test. */
async function syncedWorkOf(userId: number) {
  await recordAnswer(userId, { questionId: 1001, isCorrect: true, studyTime: 3 });
  await recordAnswer(userId, { questionId: 1002, isCorrect: false, studyTime: 3 });
  await recordStudySession(userId, {
    sessionType: 'study',
    questionsCount: 2,
    correctAnswers: 1,
    totalTime: 30,
    completedAt: new Date().toISOString(),
    categoryFilters: [],
    language: 'vi',
  });
  const started = new Date(Date.now() - 60_000).toISOString();
  await recordTestAttempt(userId, {
    startedAt: started,
    completedAt: new Date().toISOString(),
    score: 1,
    totalQuestions: 1,
    passed: false,
    mode: 'test',
    questionsData: [{ questionId: 1003, userAnswerId: 'q3_1', isCorrect: true, flagged: false }],
  });
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await db.questions.bulkAdd([1, 2, 3].map(question));
});

describe('rebuildHistory on the device database', () => {
  it("writes the results keys from the account's records, not another account's", async () => {
    await syncedWorkOf(OTHER);
    expect(await rebuildHistory(ME, 'vi')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.studyResults)).toBeNull();

    await syncedWorkOf(ME);
    await rebuildHistory(ME, 'vi');
    expect(readStudyResult()).toMatchObject({ totalQuestions: 2, correctAnswers: 1, score: 50 });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.practiceIncorrectQuestions)!)).toEqual([
      expect.objectContaining({ questionId: 1002, userAnswerId: null }),
    ]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.testResults)!)).toMatchObject({ score: 1, totalQuestions: 1 });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.lastTestQuestions)!)).toEqual([1003]);
  });
});

describe('forgetAccountOnDevice', () => {
  it("removes the account's rows, outbox, sync identity and keys, and leaves another account's rows", async () => {
    await syncedWorkOf(ME);
    await syncedWorkOf(OTHER);
    await rebuildHistory(ME, 'vi');
    expect(await db.outbox.where('userId').equals(ME).count()).toBe(4);

    await forgetAccountOnDevice(ME);
    for (const table of [db.answers, db.studySessions, db.testAttempts, db.outbox]) {
      expect(await table.where('userId').equals(ME).count(), table.name).toBe(0);
      expect(await table.where('userId').equals(OTHER).count(), table.name).toBeGreaterThan(0);
    }
    expect(await db.syncClients.get(ME)).toBeUndefined();
    expect(await db.syncClients.get(OTHER)).toBeDefined();
    expect(await db.questions.count()).toBe(3);
    for (const key of [
      STORAGE_KEYS.studyResults,
      STORAGE_KEYS.testResults,
      STORAGE_KEYS.lastTestQuestions,
      STORAGE_KEYS.practiceIncorrectQuestions,
    ])
      expect(localStorage.getItem(key)).toBeNull();
  });
});

import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { db } from '../../db/database';
import { readSettings, updateSettings } from '../../db/learner-records';
import { readJson, STORAGE_KEYS, writeJson } from '../../lib/browser-storage';
import { writeStudyResult } from '../../lib/study-result';
import { readPracticeQuestions } from '../../lib/study-review';
import { studyResultFixture } from '../../test/study-result-fixture';
import { beginAgainFromStart, prepareNextTest, prepareRetake, prepareStudyAgain } from './result-actions';
import { freshDatabaseEachTest } from '../../test/fresh-database';

freshDatabaseEachTest();

describe('the study results buttons', () => {
  it('Study Again stores the session question ids and the mode', () => {
    writeJson(STORAGE_KEYS.startNextTest, true);
    prepareStudyAgain(studyResultFixture());
    expect(readJson(STORAGE_KEYS.studyAgainQuestions, null)).toEqual([1001, 1002, 1003, 1004, 1005]);
    expect(readJson(STORAGE_KEYS.studyAgainMode, null)).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.startNextTest)).toBeNull();
  });

  it('Start Next Test sets its flag and drops a pending Study Again', () => {
    prepareStudyAgain(studyResultFixture());
    prepareNextTest();
    expect(readJson(STORAGE_KEYS.startNextTest, null)).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.studyAgainQuestions)).toBeNull();
  });

  it('Retake stores only the missed questions, with their content, and the practice mode', () => {
    expect(prepareRetake(studyResultFixture())).toBe(2);
    const stored = readPracticeQuestions();
    expect(stored.map((q) => q.questionId)).toEqual([1002, 1004]);
    expect(stored[0]?.options).toHaveLength(4);
    expect(localStorage.getItem(STORAGE_KEYS.practiceMode)).not.toBeNull();
  });

  it('Begin Again resets progress through the outbox, clears results and batch keys and restarts at batch 0', async () => {
    await updateSettings(7, { studyModeSettings: { currentBatchIndex: 3 } });
    writeStudyResult(studyResultFixture());
    writeJson(STORAGE_KEYS.currentBatchIndex, 3);
    writeJson(STORAGE_KEYS.nextBatchIndexForContinuation, 15);
    writeJson(STORAGE_KEYS.studyAgainQuestions, [1001]);
    sessionStorage.setItem('selectedCategory', '2');

    await beginAgainFromStart(7);

    const ops = await db.outbox.where('userId').equals(7).sortBy('seq');
    expect(ops.map((o) => o.type)).toEqual(['settings.update', 'progress.reset', 'settings.update']);
    expect(ops[2]?.payload).toEqual({ studyModeSettings: { currentBatchIndex: 0 } });
    expect((await db.syncClients.get(7))?.progressResetAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await readSettings(7)).studyModeSettings.currentBatchIndex).toBe(0);
    for (const key of [
      STORAGE_KEYS.studyResults,
      STORAGE_KEYS.currentBatchIndex,
      STORAGE_KEYS.nextBatchIndexForContinuation,
      STORAGE_KEYS.studyAgainQuestions,
    ]) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    expect(readJson(STORAGE_KEYS.beginAgain, null)).toBe(true);
    expect(sessionStorage.length).toBe(0);
  });
});

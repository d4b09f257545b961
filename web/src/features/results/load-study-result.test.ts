import { describe, expect, it } from 'vitest';
import { readJson, STORAGE_KEYS } from '../../lib/browser-storage';
import { readStudyResult, writeStudyResult } from '../../lib/study-result';
import { writeUpdatedCorrectQuestions } from '../../lib/study-review';
import { studyResultFixture } from '../../test/study-result-fixture';
import { applyUpdatedCorrect, loadStudyResult } from './load-study-result';

describe('the study result after a review of the missed questions', () => {
  it('marks the ids answered right as correct and recounts score and percent', () => {
    const result = applyUpdatedCorrect(studyResultFixture(), [1002]);
    expect(result.correctAnswers).toBe(4);
    expect(result.score).toBe(80);
    expect(result.questions.find((q) => q.questionId === 1002)?.isCorrect).toBe(true);
    expect(result.questions.find((q) => q.questionId === 1004)?.isCorrect).toBe(false);
  });

  it('rounds the percent', () => {
    const base = studyResultFixture();
    const three = { ...base, totalQuestions: 3, correctAnswers: 1, score: 33, questions: base.questions.slice(1, 4) };
    expect(applyUpdatedCorrect(three, [1002]).score).toBe(67);
  });

  it('does not count a question twice, nor ids that are not in the result', () => {
    const result = applyUpdatedCorrect(studyResultFixture(), [1001, 1003, 9999]);
    expect(result.correctAnswers).toBe(3);
    expect(result.score).toBe(60);
  });

  it('consumes the hand-over key and keeps the recomputed result for the next visit', () => {
    writeStudyResult(studyResultFixture());
    writeUpdatedCorrectQuestions([1002, 1004]);
    expect(loadStudyResult()?.score).toBe(100);
    expect(localStorage.getItem(STORAGE_KEYS.updatedCorrectQuestions)).toBeNull();
    expect(readStudyResult()?.correctAnswers).toBe(5);
    // A second load (strict mode, or a reload) shows the same, without counting again.
    expect(loadStudyResult()?.correctAnswers).toBe(5);
  });

  it('answers null with nothing stored, and ignores an unreadable key', () => {
    expect(loadStudyResult()).toBeNull();
    writeStudyResult(studyResultFixture());
    localStorage.setItem(STORAGE_KEYS.updatedCorrectQuestions, '{not json');
    expect(loadStudyResult()?.score).toBe(60);
    expect(readJson(STORAGE_KEYS.studyResults, null)).not.toBeNull();
  });
});

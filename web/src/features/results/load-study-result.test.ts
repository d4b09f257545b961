import { describe, expect, it } from 'vitest';
import { readJson, STORAGE_KEYS } from '../../lib/browser-storage';
import { readStudyResult, writeStudyResult } from '../../lib/study-result';
import { writeUpdatedCorrectQuestions } from '../../lib/study-review';
import { studyResultFixture } from '../../test/study-result-fixture';
import { applyUpdatedCorrect, loadStudyResult } from './load-study-result';

describe('the study result after a review of the missed questions', () => {
  it('marks the ids answered right as correct, keeps the first score and counts the retake beside it', () => {
    const result = applyUpdatedCorrect(studyResultFixture(), [1002]);
    expect(result.correctAnswers).toBe(3);
    expect(result.score).toBe(60);
    expect(result.retake).toEqual({ correct: 1, total: 2 });
    expect(result.questions.find((q) => q.questionId === 1002)?.isCorrect).toBe(true);
    expect(result.questions.find((q) => q.questionId === 1004)?.isCorrect).toBe(false);
  });

  it('adds a second retake to the first, never past the questions missed', () => {
    const once = applyUpdatedCorrect(studyResultFixture(), [1002]);
    expect(applyUpdatedCorrect(once, [1004]).retake).toEqual({ correct: 2, total: 2 });
    expect(applyUpdatedCorrect(once, [1002]).retake).toEqual({ correct: 1, total: 2 });
  });

  it('does not count a question twice, nor ids that are not in the result', () => {
    const result = applyUpdatedCorrect(studyResultFixture(), [1001, 1003, 9999]);
    expect(result.correctAnswers).toBe(3);
    expect(result.score).toBe(60);
    expect(result.retake).toEqual({ correct: 0, total: 2 });
  });

  it('consumes the hand-over key and keeps the updated result for the next visit', () => {
    writeStudyResult(studyResultFixture());
    writeUpdatedCorrectQuestions([1002, 1004]);
    expect(loadStudyResult()).toMatchObject({ score: 60, correctAnswers: 3, retake: { correct: 2, total: 2 } });
    expect(localStorage.getItem(STORAGE_KEYS.updatedCorrectQuestions)).toBeNull();
    expect(readStudyResult()?.retake).toEqual({ correct: 2, total: 2 });
    // A second load (strict mode, or a reload) shows the same, without counting again.
    expect(loadStudyResult()?.retake).toEqual({ correct: 2, total: 2 });
  });

  it('answers null with nothing stored, and ignores an unreadable key', () => {
    expect(loadStudyResult()).toBeNull();
    writeStudyResult(studyResultFixture());
    localStorage.setItem(STORAGE_KEYS.updatedCorrectQuestions, '{not json');
    expect(loadStudyResult()?.score).toBe(60);
    expect(readJson(STORAGE_KEYS.studyResults, null)).not.toBeNull();
  });
});

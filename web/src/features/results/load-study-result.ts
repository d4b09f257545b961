// The stored study result as the results screen shows it: ids the incorrect-question review turned
// right are marked correct and the score recomputed (spec part 1 §4), then the hand-over key is
// consumed. The recomputed result is stored back, so a reload shows the same score.
import { removeKeys, STORAGE_KEYS } from '../../lib/browser-storage';
import { readUpdatedCorrectQuestions } from '../../lib/study-review';
import { percent, readStudyResult, writeStudyResult, type StudyResult } from '../../lib/study-result';

export function applyUpdatedCorrect(result: StudyResult, questionIds: number[]): StudyResult {
  const nowCorrect = new Set(questionIds);
  let flipped = 0;
  const questions = result.questions.map((question) => {
    if (question.isCorrect || !nowCorrect.has(question.questionId)) return question;
    flipped += 1;
    return { ...question, isCorrect: true };
  });
  const total = result.totalQuestions || questions.length;
  const correctAnswers = Math.min(total, result.correctAnswers + flipped);
  return { ...result, totalQuestions: total, questions, correctAnswers, score: percent(correctAnswers, total) };
}

/** Safe to call twice (React's strict mode does): the second call finds the key already consumed. */
export function loadStudyResult(): StudyResult | null {
  const result = readStudyResult();
  if (!result || !Array.isArray(result.questions)) return null;
  const updated = readUpdatedCorrectQuestions();
  if (updated.length === 0) return result;
  const recomputed = applyUpdatedCorrect(result, updated);
  writeStudyResult(recomputed);
  removeKeys(STORAGE_KEYS.updatedCorrectQuestions);
  return recomputed;
}

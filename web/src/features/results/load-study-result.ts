// The stored study result as the results screen shows it: ids the incorrect-question review turned
// right are marked correct, then the hand-over key is consumed. Issue 22 departs from the spec's
// recount (part 1 §4, where 1/5 became 5/5 100 %): the first try's score stays and the retake is
// counted beside it. The updated result is stored back, so a reload shows the same.
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
  const missedAtFirst = Math.max(0, total - result.correctAnswers);
  const retake = { correct: Math.min(missedAtFirst, (result.retake?.correct ?? 0) + flipped), total: missedAtFirst };
  return {
    ...result,
    totalQuestions: total,
    questions,
    retake,
    score: result.score ?? percent(result.correctAnswers, total),
  };
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

// Complete (spec part 1 §4): the review's answers go back into the study result, the ids now
// answered right are handed to the results screen (which recounts the score), and the practice
// keys are cleared.
import type { ResultQuestion } from '../../lib/result-question';
import { percent, readStudyResult, writeStudyResult, type StudyResult } from '../../lib/study-result';
import { clearPracticeQuestions, writeUpdatedCorrectQuestions } from '../../lib/study-review';
import { isAnsweredRight, type ReviewAnswers } from './review-state';

/** When the stored result is not the one the missed questions came from, the review makes its own. */
function resultFromReview(questions: ResultQuestion[], elapsedTime: number): StudyResult {
  return {
    totalQuestions: questions.length,
    correctAnswers: 0,
    score: percent(0, questions.length),
    completed: true,
    elapsedTime,
    lastQuestionNumber: questions.at(-1)?.officialNumber,
    questions: questions.map((q) => ({
      questionId: q.questionId,
      userAnswerId: null,
      isCorrect: false,
      questionText: q.questionText,
      options: q.options,
      correctOptionId: q.correctOptionId ?? undefined,
      explanation: q.explanation,
    })),
  };
}

export function completeReview(questions: ResultQuestion[], answers: ReviewAnswers, elapsedTime: number): number[] {
  const stored = readStudyResult();
  const reviewed = new Set(questions.map((q) => q.questionId));
  const base =
    stored && Array.isArray(stored.questions) && stored.questions.some((q) => reviewed.has(q.questionId))
      ? stored
      : resultFromReview(questions, elapsedTime);
  // The learner's latest answer is the one the results screen shows; right/wrong and the score
  // change there, from the ids below.
  writeStudyResult({
    ...base,
    questions: base.questions.map((q) =>
      answers[q.questionId] === undefined ? q : { ...q, userAnswerId: answers[q.questionId] || null },
    ),
  });
  const nowCorrect = questions.filter((q) => isAnsweredRight(q, answers)).map((q) => q.questionId);
  writeUpdatedCorrectQuestions(nowCorrect);
  clearPracticeQuestions();
  return nowCorrect;
}

// A typed answer graded right only because the grader forgave a typo ("Jeferson") is a near miss:
// FSRS rates it Hard rather than Good. Words the grader lets through as fillers ("I think") do not
// make a near miss; only a word that is not exactly in an accepted answer but matches one of its words
// within the grader's typo allowance does.
import { acceptedAnswers, answerVariants, normalizedWords, wordMatches, type GradableQuestion, type Grade } from '../answer-grading';

export function isNearMiss(input: string, question: GradableQuestion, grade: Pick<Grade, 'correct'>): boolean {
  if (!grade.correct) return false;
  const answerWords = new Set(acceptedAnswers(question).flatMap((answer) => answerVariants(answer).flatMap((variant) => normalizedWords(variant))));
  return normalizedWords(input).some((word) => !answerWords.has(word) && [...answerWords].some((official) => wordMatches(word, official)));
}

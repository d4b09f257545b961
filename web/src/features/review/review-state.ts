// The review of missed questions (spec part 1 §4 "Incorrect review"): one answer per question,
// locked once chosen (the shared practice session's lock); the count of right answers follows
// from the answers.
import type { ResultQuestion } from '../../lib/result-question';

/** Chosen option id per question id ('' for a spoken answer heard wrong). */
export type ReviewAnswers = Readonly<Record<number, string>>;

export const isAnsweredRight = (question: ResultQuestion, answers: ReviewAnswers) =>
  question.correctOptionId !== null && answers[question.questionId] === question.correctOptionId;

export const correctCount = (questions: ResultQuestion[], answers: ReviewAnswers) =>
  questions.filter((q) => isAnsweredRight(q, answers)).length;

// The test result kept in the browser (spec part 1 §3, the 'testResults' key): written by the test
// screen and, on another device, rebuilt from the synced test attempt (lib/history).
import type { OptionDto } from '@civics/sync-protocol';

export interface TestResultQuestion {
  questionId: number;
  /** Index into `question.options` (the order the learner saw), or null when unanswered. */
  userAnswerIndex: number | null;
  userSelectedOption: string | null;
  isCorrect: boolean;
  flagged: boolean;
  question: {
    id: number;
    officialNumber: number;
    questionText: string;
    options: OptionDto[];
    correctOptionId: string;
    correctOptionIndex: number;
    explanation: string;
  };
}

export interface TestResult {
  score: number;
  totalQuestions: number;
  passed: boolean;
  questionsData: TestResultQuestion[];
  /** Seconds. */
  elapsedTime: number;
  testStartTime: string;
  testEndTime: string;
}

type BankQuestion = Pick<
  TestResultQuestion['question'],
  'id' | 'officialNumber' | 'questionText' | 'correctOptionId' | 'explanation'
>;

/** A question as the result keeps it, with its options in the order the learner saw them. */
export const resultQuestion = (question: BankQuestion, options: OptionDto[]): TestResultQuestion['question'] => ({
  id: question.id,
  officialNumber: question.officialNumber,
  questionText: question.questionText,
  options,
  correctOptionId: question.correctOptionId,
  correctOptionIndex: options.findIndex((o) => o.id === question.correctOptionId),
  explanation: question.explanation,
});

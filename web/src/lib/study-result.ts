// The study result kept in the browser (spec part 1 §3 "Study result"), shared by the study,
// study-results and incorrect-questions screens.
import type { OptionDto, QuestionTranslationDto } from '@civics/sync-protocol';
import { readJson, STORAGE_KEYS, writeJson } from './browser-storage';

export interface StudyResultQuestion {
  questionId: number;
  userAnswerId: string | null;
  isCorrect: boolean;
  questionText?: string;
  options?: OptionDto[];
  correctOptionIndex?: number;
  correctOptionId?: string;
  explanation?: string;
  translations?: Record<string, QuestionTranslationDto>;
}

export interface StudyResult {
  totalQuestions: number;
  correctAnswers: number;
  /** Percent, rounded. */
  score: number;
  completed: boolean;
  /** Seconds. */
  elapsedTime: number;
  /** officialNumber of the last question attempted. */
  lastQuestionNumber?: number;
  questions: StudyResultQuestion[];
  /**
   * Beyond the spec (issue 22): the batch's questions left unanswered (skipped, or the time ran out).
   * They are neither right nor wrong and stay out of the score; the results screen lists them.
   */
  skippedQuestionIds?: number[];
  /**
   * Beyond the spec (issue 22): after "Retake incorrect", how many of the first try's missed questions
   * are now right. The first score stays as it was; the retake is shown beside it.
   */
  retake?: { correct: number; total: number };
}

export const percent = (correct: number, total: number) => (total === 0 ? 0 : Math.round((correct / total) * 100));

export const readStudyResult = () => readJson<StudyResult | null>(STORAGE_KEYS.studyResults, null);
export const writeStudyResult = (result: StudyResult) => writeJson(STORAGE_KEYS.studyResults, result);

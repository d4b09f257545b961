// The hand-over between the study results screen and the incorrect-questions review (spec part 1
// §4): the results screen stores the missed questions, the review stores back the ids the learner
// then got right. Both screens read and write these keys only through this file.
import { readJson, removeKeys, STORAGE_KEYS, writeJson } from './browser-storage';
import type { StudyResultQuestion } from './study-result';

/** The value kept under 'practiceMode' while a review of missed study questions is pending. */
export const PRACTICE_MODE_INCORRECT = 'incorrect';

const isResultQuestion = (value: unknown): value is StudyResultQuestion =>
  !!value && typeof value === 'object' && typeof (value as { questionId?: unknown }).questionId === 'number';

export function writePracticeQuestions(questions: StudyResultQuestion[]): void {
  writeJson(STORAGE_KEYS.practiceIncorrectQuestions, questions);
  writeJson(STORAGE_KEYS.practiceMode, PRACTICE_MODE_INCORRECT);
}

/** The stored missed questions; anything unreadable counts as none. */
export function readPracticeQuestions(): StudyResultQuestion[] {
  const stored = readJson<unknown>(STORAGE_KEYS.practiceIncorrectQuestions, []);
  return Array.isArray(stored) ? stored.filter(isResultQuestion) : [];
}

export function clearPracticeQuestions(): void {
  removeKeys(STORAGE_KEYS.practiceIncorrectQuestions, STORAGE_KEYS.practiceMode);
}

export function writeUpdatedCorrectQuestions(questionIds: number[]): void {
  writeJson(STORAGE_KEYS.updatedCorrectQuestions, questionIds);
}

export function readUpdatedCorrectQuestions(): number[] {
  const stored = readJson<unknown>(STORAGE_KEYS.updatedCorrectQuestions, []);
  return Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : [];
}

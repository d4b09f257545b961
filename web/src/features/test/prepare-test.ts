// The question set a test starts with (spec part 1 §4, §9; issues 9, 30), built once from the
// device bank: a test resumed after a reload, one of the admin's fixed tests, or a random test (a
// retake asks the same questions again).
import type { LearnerTestDefinition } from '@civics/sync-protocol';
import { DEFAULT_SYSTEM_SETTINGS, DEFAULT_TEST_SETTINGS } from '@civics/sync-protocol/constants';
import type { BundleMeta, StoredQuestion, StoredSettings } from '../../db/database';
import { scorableQuestions } from '../../lib/scorable';
import { testSecondsPerQuestion } from '../../lib/test-timing';
import { buildQuestionSet, type TestQuestion } from './question-set';
import { clearRetake, readRetakeIds } from './retake';
import {
  endRunningTest,
  keptAnswers,
  markRetakeInProgress,
  readRetakeInProgress,
  type RunningTest,
} from './running-test';

export interface PreparedTest {
  questions: TestQuestion[];
  timePerQuestion: number;
  readCount: number;
  testDefinitionId?: number;
  resumeFrom?: { startedAt: number; deadlineAt: number; answers: Record<number, string>; flags: number[] };
}

export interface TestData {
  questions: StoredQuestion[];
  meta: BundleMeta;
  settings: StoredSettings;
}

export type TestChoice = LearnerTestDefinition | 'random';

type Config = BundleMeta['testModeConfig'];

/** The test on the clock before a reload, or null when a question left the bank meanwhile. */
function resumedTest(bank: StoredQuestion[], config: Config, resume: RunningTest, readCount: number) {
  const questions = buildQuestionSet(bank, { config, count: resume.questionIds.length, sameIds: resume.questionIds });
  if (questions.length !== resume.questionIds.length) return null;
  const timePerQuestion = (resume.deadlineAt - resume.startedAt) / 1000 / questions.length;
  const resumeFrom = { startedAt: resume.startedAt, deadlineAt: resume.deadlineAt, ...keptAnswers(resume) };
  return { questions, timePerQuestion, readCount, testDefinitionId: resume.testDefinitionId, resumeFrom };
}

/** Exactly the admin's questions in the admin's order; the whole test gets the admin's time. */
function fixedTest(bank: StoredQuestion[], config: Config, test: LearnerTestDefinition, readCount: number) {
  const questions = buildQuestionSet(bank, { config, count: test.questionIds.length, sameIds: test.questionIds });
  const timePerQuestion = (test.timeLimitMinutes * 60) / Math.max(1, questions.length);
  return { questions, timePerQuestion, readCount, testDefinitionId: test.id };
}

function randomTest(data: TestData, config: Config, readCount: number, onRetakeMissing: () => void) {
  const retakeIds = readRetakeIds() ?? readRetakeInProgress();
  clearRetake();
  // Kept until this retake is submitted or left, so a reload still asks the retake.
  if (retakeIds) markRetakeInProgress(retakeIds);
  const count = data.settings.testModeSettings.questionsCount || DEFAULT_TEST_SETTINGS.questionsCount;
  // "Answers will vary" questions wait until the learner's state makes them answerable.
  let questions = buildQuestionSet(scorableQuestions(data.questions, data.meta), {
    config,
    count,
    sameIds: retakeIds ?? undefined,
  });
  if (retakeIds && questions.length === 0) {
    onRetakeMissing();
    questions = buildQuestionSet(data.questions, { config, count });
  }
  // The clock runs the test screen's time per question (lib/test-timing).
  return { questions, timePerQuestion: testSecondsPerQuestion(config.timePerQuestion), readCount };
}

export function prepareTest(
  data: TestData,
  resume: RunningTest | null,
  choice: TestChoice | null,
  onRetakeMissing: () => void,
): PreparedTest {
  const config = data.meta.testModeConfig ?? DEFAULT_SYSTEM_SETTINGS.testModeConfig;
  // The learner's read count governs the test (spec part 1 §4, §9).
  const readCount = data.settings.studyModeSettings.questionReadCount || config.readCount;
  if (resume) {
    const resumed = resumedTest(data.questions, config, resume, readCount);
    if (resumed) return resumed;
    endRunningTest(); // A question left the bank meanwhile: a new test instead.
  }
  if (choice && choice !== 'random') return fixedTest(data.questions, config, choice, readCount);
  return randomTest(data, config, readCount, onRetakeMissing);
}

// The Settings steppers' ranges (spec part 1 §5); ui/stepper-range holds the rule every stepper follows.
import { LIMITS } from '@civics/sync-protocol/constants';
import type { StepperRange } from '../../ui/stepper-range';

export const STUDY_QUESTIONS: StepperRange = { min: LIMITS.studyQuestionsMin, max: LIMITS.studyQuestionsMax, step: 1 };
export const TEST_QUESTIONS: StepperRange = { min: LIMITS.testQuestionsMin, max: LIMITS.testQuestionsMax, step: 1 };
export const READ_COUNT: StepperRange = { min: LIMITS.readCountMin, max: LIMITS.readCountMax, step: 1 };
export const TIME_LIMIT: StepperRange = {
  min: LIMITS.timeLimitMin,
  max: LIMITS.timeLimitMax,
  step: LIMITS.timeLimitStep,
};

// The steppers' ranges (spec part 1 §5) and the one rule every stepper follows.
import { LIMITS } from '@civics/sync-protocol/constants';

export interface StepperRange {
  min: number;
  max: number;
  step: number;
}

export const STUDY_QUESTIONS: StepperRange = { min: LIMITS.studyQuestionsMin, max: LIMITS.studyQuestionsMax, step: 1 };
export const TEST_QUESTIONS: StepperRange = { min: LIMITS.testQuestionsMin, max: LIMITS.testQuestionsMax, step: 1 };
export const READ_COUNT: StepperRange = { min: LIMITS.readCountMin, max: LIMITS.readCountMax, step: 1 };
export const TIME_LIMIT: StepperRange = {
  min: LIMITS.timeLimitMin,
  max: LIMITS.timeLimitMax,
  step: LIMITS.timeLimitStep,
};

/**
 * The value one press away, kept inside the range and on the step grid: a value saved by an older
 * client (say 23 minutes) moves to the next allowed value instead of an off-grid one.
 */
export function stepValue(value: number, direction: 1 | -1, { min, max, step }: StepperRange): number {
  if (direction > 0 && value >= max) return value;
  if (direction < 0 && value <= min) return value;
  const cells = (value - min) / step;
  const onGrid = min + (direction > 0 ? Math.ceil(cells) : Math.floor(cells)) * step;
  const next = onGrid === value ? value + direction * step : onGrid;
  return Math.min(max, Math.max(min, next));
}

export const canStep = (value: number, direction: 1 | -1, range: StepperRange): boolean =>
  stepValue(value, direction, range) !== value;

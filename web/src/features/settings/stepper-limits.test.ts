import { describe, expect, it } from 'vitest';
import { canStep, stepValue } from '../../ui/stepper-range';
import { READ_COUNT, STUDY_QUESTIONS, TEST_QUESTIONS, TIME_LIMIT } from './stepper-limits';

describe('stepper limits', () => {
  it('keeps each stepper inside the spec ranges', () => {
    expect([STUDY_QUESTIONS.min, STUDY_QUESTIONS.max]).toEqual([3, 20]);
    expect([TEST_QUESTIONS.min, TEST_QUESTIONS.max]).toEqual([5, 128]);
    expect([READ_COUNT.min, READ_COUNT.max]).toEqual([2, 8]);
    expect([TIME_LIMIT.min, TIME_LIMIT.max, TIME_LIMIT.step]).toEqual([5, 60, 5]);
    expect(canStep(3, -1, STUDY_QUESTIONS)).toBe(false);
    expect(canStep(20, 1, STUDY_QUESTIONS)).toBe(false);
    expect(canStep(128, 1, TEST_QUESTIONS)).toBe(false);
    expect(canStep(2, -1, READ_COUNT)).toBe(false);
    expect(canStep(60, 1, TIME_LIMIT)).toBe(false);
    expect(canStep(5, -1, TIME_LIMIT)).toBe(false);
  });

  it('moves the time limit by 5 and brings an off-grid value back onto the grid', () => {
    expect(stepValue(30, 1, TIME_LIMIT)).toBe(35);
    expect(stepValue(30, -1, TIME_LIMIT)).toBe(25);
    expect(stepValue(23, 1, TIME_LIMIT)).toBe(25);
    expect(stepValue(23, -1, TIME_LIMIT)).toBe(20);
  });

  it('brings a value saved outside the range back inside, never further out', () => {
    expect(stepValue(130, -1, TEST_QUESTIONS)).toBe(128);
    expect(canStep(130, 1, TEST_QUESTIONS)).toBe(false);
    expect(stepValue(1, 1, STUDY_QUESTIONS)).toBe(3);
  });
});

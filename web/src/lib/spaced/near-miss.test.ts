import { describe, expect, it } from 'vitest';
import { gradeTypedAnswer } from '../answer-grading';
import { isNearMiss } from './near-miss';

const question = {
  officialAnswers: ['(Thomas) Jefferson'],
  answersRequired: 1,
  options: [{ id: 'a', text: 'Thomas Jefferson' }],
  correctOptionId: 'a',
};

const nearMiss = (typed: string) => isNearMiss(gradeTypedAnswer(typed, question));

describe('near miss (FSRS Hard)', () => {
  it('is a typed answer right only thanks to a forgiven typo', () => {
    expect(gradeTypedAnswer('Thomas Jeferson', question).correct).toBe(true);
    expect(nearMiss('Thomas Jeferson')).toBe(true);
  });

  it('is not an exact answer, with or without filler words, nor a wrong one', () => {
    expect(nearMiss('Thomas Jefferson')).toBe(false);
    expect(nearMiss('I think Jefferson')).toBe(false);
    expect(nearMiss('Washington')).toBe(false);
  });
});

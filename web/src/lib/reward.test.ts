import { describe, expect, it } from 'vitest';
import { shortOfPass, studyReward, testReward } from './reward';

describe('rewards', () => {
  it('celebrates a whole batch right, nudges one wrong, says nothing past that or with skips', () => {
    expect(studyReward(5, 5, 0)).toBe('celebrate');
    expect(studyReward(4, 5, 0)).toBe('almost');
    expect(studyReward(3, 5, 0)).toBeNull();
    expect(studyReward(4, 4, 1)).toBeNull();
    expect(studyReward(3, 4, 1)).toBe('almost');
    expect(studyReward(0, 0, 0)).toBeNull();
  });

  it('counts how far a test was from 80 %', () => {
    expect(shortOfPass(16, 20)).toBe(0);
    expect(shortOfPass(15, 20)).toBe(1);
    expect(shortOfPass(3, 5)).toBe(1);
    expect(shortOfPass(7, 10)).toBe(1);
    expect(shortOfPass(5, 10)).toBe(3);
  });

  it('celebrates a passed test and calls a test failed by one or two questions a near miss', () => {
    expect(testReward(16, 20, true)).toBe('celebrate');
    expect(testReward(15, 20, false)).toBe('almost');
    expect(testReward(14, 20, false)).toBe('almost');
    expect(testReward(13, 20, false)).toBeNull();
    expect(testReward(0, 0, false)).toBeNull();
  });
});

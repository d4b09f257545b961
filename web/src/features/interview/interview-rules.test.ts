import { describe, expect, it } from 'vitest';
import type { StoredQuestion } from '../../db/database';
import { drawQuestions, formatsFor, outcomeOf, RULES } from './interview-rules';

/** Answers in order until the interview settles: how many were asked and how it ended. */
function run(format: keyof typeof RULES, answers: boolean[]) {
  let correct = 0;
  let wrong = 0;
  for (const [index, ok] of answers.entries()) {
    if (ok) correct += 1;
    else wrong += 1;
    const outcome = outcomeOf(RULES[format], correct, wrong);
    if (outcome !== 'ongoing') return { asked: index + 1, outcome, correct };
  }
  return { asked: answers.length, outcome: 'ongoing' as const, correct };
}

const bank = (n: number, starred = 0): StoredQuestion[] =>
  Array.from(
    { length: n },
    (_, i) => ({ id: 1001 + i, officialNumber: i + 1, star6520: i < starred, isActive: true }) as StoredQuestion,
  );

describe('mock interview rules', () => {
  it('2025: passes at the 12th correct answer, however many were asked', () => {
    expect(run('2025', Array(20).fill(true))).toEqual({ asked: 12, outcome: 'passed', correct: 12 });
    const mixed = [...Array(8).fill(false), ...Array(12).fill(true)];
    expect(run('2025', mixed)).toEqual({ asked: 20, outcome: 'passed', correct: 12 });
  });

  it('2025: fails at the 9th wrong answer', () => {
    expect(run('2025', Array(20).fill(false))).toEqual({ asked: 9, outcome: 'failed', correct: 0 });
    expect(run('2025', [...Array(11).fill(true), ...Array(9).fill(false)])).toEqual({
      asked: 20,
      outcome: 'failed',
      correct: 11,
    });
  });

  it('2008 and 65/20: 6 of 10 passes, stopping early at 6 correct or 5 wrong', () => {
    for (const format of ['2008', '6520'] as const) {
      expect(run(format, Array(10).fill(true))).toEqual({ asked: 6, outcome: 'passed', correct: 6 });
      expect(run(format, [false, false, false, false, true, true, true, true, true, true])).toEqual({
        asked: 10,
        outcome: 'passed',
        correct: 6,
      });
      expect(run(format, [true, true, true, true, true, false, false, false, false, false])).toEqual({
        asked: 10,
        outcome: 'failed',
        correct: 5,
      });
      expect(run(format, Array(10).fill(false))).toEqual({ asked: 5, outcome: 'failed', correct: 0 });
    }
  });

  it('draws at most the asked count, from the starred questions for 65/20', () => {
    expect(drawQuestions(bank(128), '2025')).toHaveLength(20);
    expect(drawQuestions(bank(100), '2008')).toHaveLength(10);
    const starred = drawQuestions(bank(128, 20), '6520');
    expect(starred).toHaveLength(10);
    expect(starred.every((q) => q.star6520)).toBe(true);
    expect(new Set(starred.map((q) => q.id)).size).toBe(10);
  });

  it('offers the learner’s version and the 65/20 test', () => {
    expect(formatsFor('2008')).toEqual(['2008', '6520']);
    expect(formatsFor('2025')).toEqual(['2025', '6520']);
  });
});

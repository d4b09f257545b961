// The officer's rules (seed-data/reference/test-format.json): 2025 asks up to 20 of 128 and stops
// at 12 correct (pass) or 9 wrong (fail); 2008 asks 10 of 100, pass at 6; the 65/20 test asks 10
// of the 20 starred questions, pass at 6. An interview stops as soon as the outcome is settled.
import type { StoredQuestion } from '../../db/database';

export type InterviewFormat = '2025' | '2008' | '6520';

export interface InterviewRules {
  asked: number;
  passAt: number;
  /** Wrong answers that make passing impossible. */
  failAt: number;
}

export const RULES: Record<InterviewFormat, InterviewRules> = {
  '2025': { asked: 20, passAt: 12, failAt: 9 },
  '2008': { asked: 10, passAt: 6, failAt: 5 },
  '6520': { asked: 10, passAt: 6, failAt: 5 },
};

export type Outcome = 'ongoing' | 'passed' | 'failed';

export function outcomeOf(rules: InterviewRules, correct: number, wrong: number): Outcome {
  if (correct >= rules.passAt) return 'passed';
  if (wrong >= rules.failAt || correct + wrong >= rules.asked) return 'failed';
  return 'ongoing';
}

/** The formats a learner may choose: their version's standard test and the 65/20 test. */
export const formatsFor = (version: string): InterviewFormat[] => [version === '2008' ? '2008' : '2025', '6520'];

export function interviewPool(bank: readonly StoredQuestion[], format: InterviewFormat): StoredQuestion[] {
  const active = bank.filter((q) => q.isActive !== false);
  return format === '6520' ? active.filter((q) => q.star6520) : active;
}

/** The questions the officer may ask, at random, at most `asked` of them. */
export function drawQuestions(
  bank: readonly StoredQuestion[],
  format: InterviewFormat,
  random: () => number = Math.random,
): StoredQuestion[] {
  const pool = [...interviewPool(bank, format)];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, RULES[format].asked);
}

// Results show the time really taken (README "Tests, results and their times"): never a time worked
// out from the spec's 15 s per question or its 25-minute elapsed-time basis (part 1 §9).
import { describe, expect, it } from 'vitest';
import { buildQuestionSet } from './question-set';
import { buildTestResult } from './test-result';
import { bank } from './test-fixtures';

const config = { questionOrder: 'ordered', shuffleOptions: false } as const;

describe('the elapsed time of a test result', () => {
  it('is the measured time from start to submit, in seconds', () => {
    const questions = buildQuestionSet(bank(10), { config, count: 10 });
    const started = Date.parse('2026-03-01T10:00:00Z');
    const result = buildTestResult(questions, {}, new Set(), started, started + 95_400);
    expect(result.elapsedTime).toBe(95);
    // Neither 10 × 15 s nor 25 minutes: those are not what the learner spent.
    expect(result.elapsedTime).not.toBe(150);
    expect(result.elapsedTime).not.toBe(25 * 60);
    expect(result.testStartTime).toBe('2026-03-01T10:00:00.000Z');
    expect(result.testEndTime).toBe('2026-03-01T10:01:35.400Z');
  });
});

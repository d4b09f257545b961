import { describe, expect, it } from 'vitest';
import { buildQuestionSet } from './question-set';
import { bank, question } from './test-fixtures';
import { buildTestResult, isPassing } from './test-result';

/** A fixed sequence standing in for Math.random. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('the test question set', () => {
  it('orders by officialNumber then id when the config says ordered, cut to the learner’s count', () => {
    const shuffledBank = [question(3), question(1), question(2, { id: 1102 }), question(2), question(5), question(4)];
    const set = buildQuestionSet(shuffledBank, {
      config: { questionOrder: 'ordered', shuffleOptions: false },
      count: 4,
    });
    expect(set.map((q) => q.question.id)).toEqual([1001, 1002, 1102, 1003]);
    expect(set[0]!.options.map((o) => o.id)).toEqual(['option_1', 'option_2', 'option_3', 'option_4']);
  });

  it('draws in random order and shuffles options when configured', () => {
    const set = buildQuestionSet(bank(10), {
      config: { questionOrder: 'random', shuffleOptions: true },
      count: 5,
      random: sequence(0),
    });
    expect(set).toHaveLength(5);
    expect(set.map((q) => q.question.id)).not.toEqual([1001, 1002, 1003, 1004, 1005]);
    expect(new Set(set.map((q) => q.question.id)).size).toBe(5);
    expect(set[0]!.options.map((o) => o.id)).not.toEqual(['option_1', 'option_2', 'option_3', 'option_4']);
  });

  it('never asks more than the bank holds, nor inactive questions', () => {
    const set = buildQuestionSet([...bank(3), question(9, { isActive: false })], {
      config: { questionOrder: 'ordered', shuffleOptions: false },
      count: 10,
    });
    expect(set.map((q) => q.question.id)).toEqual([1001, 1002, 1003]);
  });

  it('Test Again asks exactly the same ids, in the same order', () => {
    const set = buildQuestionSet(bank(10), {
      config: { questionOrder: 'random', shuffleOptions: false },
      count: 3,
      sameIds: [1007, 1002, 1009, 1005],
    });
    expect(set.map((q) => q.question.id)).toEqual([1007, 1002, 1009, 1005]);
  });
});

describe('test scoring', () => {
  it('passes at 80 percent or more', () => {
    expect(isPassing(8, 10)).toBe(true);
    expect(isPassing(7, 10)).toBe(false);
    expect(isPassing(4, 5)).toBe(true);
    expect(isPassing(3, 5)).toBe(false);
    expect(isPassing(0, 0)).toBe(false);
  });

  it('counts correct answers; an unanswered question is wrong', () => {
    const set = buildQuestionSet(bank(5), { config: { questionOrder: 'ordered', shuffleOptions: false }, count: 5 });
    const answers = { 1001: 'option_2', 1002: 'option_3', 1003: 'option_1', 1004: 'option_1' };
    const result = buildTestResult(set, answers, new Set([1003]), 0, 65_000);
    expect(result).toMatchObject({ score: 3, totalQuestions: 5, passed: false, elapsedTime: 65 });
    expect(result.questionsData.map((q) => q.isCorrect)).toEqual([true, true, false, true, false]);
    expect(result.questionsData[2]).toMatchObject({
      userAnswerIndex: 0,
      userSelectedOption: 'option_1',
      flagged: true,
    });
    expect(result.questionsData[4]).toMatchObject({ userAnswerIndex: null, userSelectedOption: null });
  });
});

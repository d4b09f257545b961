import { describe, expect, it } from 'vitest';
import { buildStudyResult, type AnswerRecord } from './study-result-builder';
import { shuffledOptions } from './option-order';
import { testQuestion } from './test-bank';

const batch = [1, 2, 3, 4, 5].map((n) => testQuestion(n));
const answer = (optionId: string, isCorrect: boolean, answeredAt: number): AnswerRecord => ({
  optionId,
  isCorrect,
  studyTime: 5,
  answeredAt,
});

describe('buildStudyResult', () => {
  it('counts the answered questions, scores them in rounded percent and keeps what the review needs', () => {
    const shown = (q: (typeof batch)[number]) => [...q.options].reverse();
    const result = buildStudyResult({
      batch,
      answers: {
        1001: answer('option_1', true, 10),
        1004: answer('option_2', false, 30),
        1002: answer('option_1', true, 20),
      },
      optionsOf: shown,
      elapsedSeconds: 75.4,
      completed: true,
      language: 'vi',
    });
    expect(result).toMatchObject({
      totalQuestions: 3,
      correctAnswers: 2,
      score: 67,
      completed: true,
      elapsedTime: 75,
      lastQuestionNumber: 4,
    });
    expect(result.questions.map((q) => [q.questionId, q.userAnswerId, q.isCorrect])).toEqual([
      [1001, 'option_1', true],
      [1002, 'option_1', true],
      [1004, 'option_2', false],
    ]);
    const first = result.questions[0]!;
    // Options in the order the learner saw them; the correct index points into that order.
    expect(first.options?.map((o) => o.id)).toEqual(['option_4', 'option_3', 'option_2', 'option_1']);
    expect(first.correctOptionIndex).toBe(3);
    expect(first).toMatchObject({
      correctOptionId: 'option_1',
      questionText: 'Question text 1?',
      explanation: 'Why 1.',
    });
    expect(first.translations?.vi?.questionText).toBe('Câu hỏi 1?');
  });

  it('gives an empty result when time ran out before any answer', () => {
    const result = buildStudyResult({
      batch,
      answers: {},
      optionsOf: (q) => q.options,
      elapsedSeconds: 450,
      completed: false,
      language: 'vi',
    });
    // Nothing scored, and every question of the batch kept as skipped (not wrong) to answer later.
    expect(result).toEqual({
      totalQuestions: 0,
      correctAnswers: 0,
      score: 0,
      completed: false,
      elapsedTime: 450,
      questions: [],
      skippedQuestionIds: batch.map((q) => q.id),
    });
  });
});

describe('shuffledOptions', () => {
  it('keeps every option, gives the same order for the same question and seed, and does shuffle', () => {
    const q = testQuestion(7);
    const once = shuffledOptions(q.options, q.id, 42);
    expect(shuffledOptions(q.options, q.id, 42)).toEqual(once);
    expect([...once].sort((a, b) => a.id.localeCompare(b.id))).toEqual(q.options);
    const orders = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        shuffledOptions(q.options, q.id, seed)
          .map((o) => o.id)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(5);
  });
});

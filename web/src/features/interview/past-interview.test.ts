import { describe, expect, it } from 'vitest';
import type { StoredTestAttempt } from '../../db/database';
import { interviewsNewestFirst, pastAnswers } from './past-interview';

const attempt = (
  mode: string,
  completedAt: string,
  questionsData: StoredTestAttempt['questionsData'] = [],
): StoredTestAttempt => ({
  id: completedAt,
  userId: 1,
  startedAt: completedAt,
  completedAt,
  score: 0,
  totalQuestions: questionsData.length,
  passed: false,
  mode,
  questionsData,
});

describe('past interviews', () => {
  it('reads each question with its verdict, way and words; an old entry by its right or wrong alone', () => {
    const answers = pastAnswers(
      attempt('interview', '2026-11-20T10:00:00.000Z', [
        { questionId: 1001, isCorrect: true, verdict: 'almost', answeredBy: 'spoken', given: 'the constitution' },
        { questionId: 1002, isCorrect: false, verdict: 'wrong', answeredBy: 'self', given: '' },
        { questionId: 1003, isCorrect: true },
        { questionId: 1004, isCorrect: false, verdict: 'maybe', answeredBy: 'sung' },
        { isCorrect: true },
      ]),
    );
    expect(answers).toEqual([
      { questionId: 1001, verdict: 'almost', way: 'spoken', given: 'the constitution' },
      { questionId: 1002, verdict: 'wrong', way: 'self', given: '' },
      { questionId: 1003, verdict: 'correct', way: null, given: '' },
      { questionId: 1004, verdict: 'wrong', way: null, given: '' },
    ]);
  });

  it('lists interviews only, newest first', () => {
    const list = interviewsNewestFirst([
      attempt('interview', '2026-11-20T10:00:00.000Z'),
      attempt('test', '2026-11-22T10:00:00.000Z'),
      attempt('interview', '2026-11-21T10:00:00.000Z'),
    ]);
    expect(list.map((a) => a.completedAt)).toEqual(['2026-11-21T10:00:00.000Z', '2026-11-20T10:00:00.000Z']);
  });
});

import { describe, expect, it } from 'vitest';
import { gradeTypedAnswer, type GradableQuestion } from './answer-grading';
import { answerVariants, editDistance, normalizedWords } from './answer-words';
import { civicsQuestion, type CivicsVersion, type OfficialQuestion } from '../test/civics-questions';
import typedAnswers from './answer-grading-cases.json';

/**
 * A row of answer-grading-cases.json: per real question (seed-data/reference), what a learner may
 * type and what must fail.
 */
interface TypedAnswers {
  version: CivicsVersion;
  number: number;
  accepted: string[];
  rejected: string[];
}

const TABLE = typedAnswers as TypedAnswers[];

const asQuestion = (official: OfficialQuestion): GradableQuestion => ({
  officialAnswers: official.officialAnswers,
  answersRequired: official.answersRequired,
  options: [{ id: 'option_1', text: official.officialAnswers[0]! }],
  correctOptionId: 'option_1',
});

/** One test per typed answer: the question it is typed to, and whether it must pass. */
const CASES = TABLE.flatMap(({ version, number, accepted, rejected }) => {
  const official = civicsQuestion(version, number);
  const asked = `${version} #${number} ${official.question}`;
  const question = asQuestion(official);
  return [
    ...accepted.map((typed) => ({ name: `${asked}: accepts "${typed}"`, typed, question, correct: true })),
    ...rejected.map((typed) => ({ name: `${asked}: rejects "${typed}"`, typed, question, correct: false })),
  ];
});

describe('typed-answer grading against the official answers', () => {
  it('covers at least 30 real questions', () => {
    expect(new Set(TABLE.map((r) => `${r.version}-${r.number}`)).size).toBeGreaterThanOrEqual(30);
  });

  for (const { name, typed, question, correct } of CASES) {
    it(name, () => expect(gradeTypedAnswer(typed, question).correct).toBe(correct));
  }

  it('names the official answers a learner gave for a "name two" question', () => {
    const grade = gradeTypedAnswer('liberty and life', asQuestion(civicsQuestion('2008', 9)));
    expect(grade).toEqual({ correct: true, matched: ['liberty', 'life'], required: 2, forgiven: false });
  });

  it('rejects an empty answer', () => {
    expect(gradeTypedAnswer('   ', asQuestion(civicsQuestion('2008', 1))).correct).toBe(false);
  });

  it('grades a state question by the learner’s own officials, never by "Answers will vary"', () => {
    const senators: GradableQuestion = {
      officialAnswers: ['Answers will vary. [District of Columbia residents ...]', 'Adam B. Schiff', 'Alex Padilla'],
      answersRequired: 1,
      options: [{ id: 'option_4', text: 'Adam B. Schiff or Alex Padilla' }],
      correctOptionId: 'option_4',
    };
    expect(gradeTypedAnswer('Alex Padila', senators).correct).toBe(true);
    expect(gradeTypedAnswer('adam schiff', senators).correct).toBe(false);
    expect(gradeTypedAnswer('Adam B Schiff', senators).correct).toBe(true);
    expect(gradeTypedAnswer('answers will vary', senators).correct).toBe(false);
  });

  it('falls back to the correct option when a stored question has no official list', () => {
    const question: GradableQuestion = {
      answersRequired: 1,
      options: [{ id: 'option_2', text: 'Gavin Newsom' }],
      correctOptionId: 'option_2',
    };
    expect(gradeTypedAnswer('gavin newsom', question).correct).toBe(true);
    expect(gradeTypedAnswer('newsom', question).correct).toBe(false);
  });
});

describe('grading helpers', () => {
  it('forgives case, articles, punctuation and ordinal endings', () => {
    expect(normalizedWords('The Star-Spangled Banner!')).toEqual(['star', 'spangled', 'banner']);
    expect(normalizedWords('Washington, D.C.')).toEqual(['washington', 'dc']);
    expect(normalizedWords('July 4th')).toEqual(['july', '4']);
  });

  it('reads parentheses as optional words, and numbers in digits', () => {
    expect(answerVariants('(U.S.) Constitution').map((v) => normalizedWords(v).join(' '))).toEqual([
      'us constitution',
      'constitution',
    ]);
    expect(answerVariants('twenty-seven (27)').map((v) => normalizedWords(v).join(' '))).toEqual([
      'twenty seven 27',
      'twenty seven',
      '27',
    ]);
  });

  it('counts an adjacent swap as one edit', () => {
    expect(editDistance('rigths', 'rights')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});

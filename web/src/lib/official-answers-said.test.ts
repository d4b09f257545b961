// Every official answer of both banks, said the way speech recognition writes it (lower case, no
// punctuation, "name two" answers joined by "and"), and each answer alone, is graded correct: the
// grader's forgiveness never turns away the official wording itself.
import { describe, expect, it } from 'vitest';
import { gradeTypedAnswer, verdictOf } from './answer-grading';
import { civicsBank } from '../test/civics-questions';

const asSaid = (answers: string[]) =>
  answers
    .join(' and ')
    .replace(/[(),.;:“”"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

describe.each(['2008', '2025'] as const)('the %s bank said out loud', (version) => {
  const questions = civicsBank(version).filter((q) => !q.answers.every((a) => /^answers will vary/i.test(a)));
  it('has its questions', () => expect(questions.length).toBeGreaterThan(90));
  for (const q of questions) {
    const official = q.answers.filter((a) => !/^answers will vary/i.test(a));
    const required = q.answersRequired ?? 1;
    it(`#${q.number}: the official answers are correct as said`, () => {
      const question = {
        questionText: q.question,
        officialAnswers: q.answers,
        answersRequired: required,
        options: [],
        correctOptionId: '',
      };
      const failures = [];
      for (let i = 0; i + required <= official.length; i++) {
        const said = asSaid(official.slice(i, i + required));
        if (verdictOf(gradeTypedAnswer(said, question)) !== 'correct') failures.push(said);
      }
      expect(failures).toEqual([]);
    });
  }
});

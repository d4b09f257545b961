import { describe, expect, it } from 'vitest';
import type { StoredN400Bundle } from '../../db/n400';
import { READING_SENTENCES, WRITING_SENTENCES } from '../../lib/english/english-sentences';
import {
  ABOUT_YOU_ASKED,
  drawWholeInterview,
  gradeOfficerAnswer,
  gradeReading,
  gradeWriting,
  PART9_ASKED,
  wholeOutcome,
  type OfficerQuestion,
} from './whole-interview-plan';

const personal = (id: string, topic: string, field: string | null, answerKind = 'free', question = `Q ${id}?`) => ({
  id,
  question,
  topic,
  answerKind,
  field,
  formReference: 'Part 1',
  translation: null,
});
const part9 = (n: number) => ({
  id: `p9-${n}`,
  number: String(n),
  stem: n === 1 ? 'Have you EVER' : null,
  text: n === 1 ? 'claimed to be a U.S. citizen?' : `Question ${n}?`,
  section: 'A',
  expectedAnswer: 'no' as const,
  answerNote: null,
  keyTerms: [],
  edition: '01/20/25',
  source: 'Form N-400',
  translation: n === 1 ? { text: 'tự nhận là công dân Hoa Kỳ?', stem: 'Bạn đã BAO GIỜ', reviewed: false } : null,
});
const bundle = {
  userId: 7,
  language: 'vi',
  approvalLevel: 2,
  etag: null,
  part9: [1, 2, 3, 4, 5].map(part9),
  vocabulary: [],
  personal: [
    personal('name-1', 'name', 'fullName', 'name', 'What is your full name?'),
    personal('name-2', 'name', 'fullName', 'name', 'Please say your whole name.'),
    personal('dob', 'date of birth', 'dateOfBirth', 'date'),
    personal('kids', 'children', 'childrenCount', 'number'),
    personal('oath', 'oath at interview', null, 'yesno', 'Do you promise that everything you say today is the truth?'),
  ],
} as unknown as StoredN400Bundle;
const stored = new Map([
  ['fullName', 'Lan Thi Nguyen'],
  ['dateOfBirth', 'March 3, 1985'],
]);
let seed = 0;
const random = () => (seed = (seed * 9301 + 49297) % 233280) / 233280;

describe('drawWholeInterview', () => {
  it('asks the oath first, then the learner’s own answers (one question per field), then Part 9', () => {
    const plan = drawWholeInterview(bundle, stored, random);
    expect(plan.officer[0]).toMatchObject({
      part: 'oath',
      text: 'Do you promise that everything you say today is the truth?',
    });
    const about = plan.officer.filter((q) => q.part === 'about');
    expect(about).toHaveLength(ABOUT_YOU_ASKED);
    expect(new Set(about.map((q) => q.stored))).toEqual(new Set(['Lan Thi Nguyen', 'March 3, 1985']));
    const yesNo = plan.officer.filter((q) => q.part === 'part9');
    expect(yesNo).toHaveLength(PART9_ASKED);
    expect(READING_SENTENCES).toContain(plan.reading);
    expect(WRITING_SENTENCES).toContain(plan.writing);
  });

  it('skips "about you" when nothing is stored, and reads a Part 9 stem with its question and translation', () => {
    const plan = drawWholeInterview(bundle, new Map(), () => 0);
    expect(plan.officer.some((q) => q.part === 'about')).toBe(false);
    const withStem = drawWholeInterview({ ...bundle, part9: [part9(1)] } as StoredN400Bundle, new Map(), random);
    expect(withStem.officer[1]).toMatchObject({
      text: 'Have you EVER claimed to be a U.S. citizen?',
      translation: { text: 'Bạn đã BAO GIỜ tự nhận là công dân Hoa Kỳ?', reviewed: false },
    });
  });
});

describe('grading', () => {
  const oath: OfficerQuestion = {
    part: 'oath',
    id: 'oath',
    text: '',
    translation: null,
    stored: null,
    answerKind: 'free',
    usual: 'yes',
    yesNo: true,
  };
  const name: OfficerQuestion = {
    ...oath,
    part: 'about',
    id: 'name-1',
    stored: 'Lan Thi Nguyen',
    answerKind: 'name',
    yesNo: false,
  };
  const yesNo: OfficerQuestion = { ...oath, part: 'part9', id: 'p9-2', usual: 'no' };

  it('the oath needs a yes; Part 9 a clear answer; "about you" the learner’s own answer', () => {
    expect(gradeOfficerAnswer(oath, { given: 'Yes, I do', way: 'spoken' })).toBe('correct');
    expect(gradeOfficerAnswer(oath, { given: 'No', way: 'spoken' })).toBe('wrong');
    expect(gradeOfficerAnswer(yesNo, { given: 'No, I have not', way: 'spoken' })).toBe('correct');
    expect(gradeOfficerAnswer(yesNo, { given: 'maybe', way: 'spoken' })).toBe('wrong');
    expect(gradeOfficerAnswer(name, { given: 'My name is Lan Thi Nguyen', way: 'spoken' })).toBe('correct');
    expect(gradeOfficerAnswer(name, { given: 'John Smith', way: 'typed' })).toBe('wrong');
    expect(gradeOfficerAnswer(name, { given: '', way: 'self', selfVerdict: 'almost' })).toBe('almost');
  });

  it('reading passes with most words heard; writing needs every word', () => {
    const sentence = 'Who was the first President?';
    expect(gradeReading(sentence, 'who was the first president')).toBe('correct');
    expect(gradeReading(sentence, 'who was the first')).toBe('almost');
    expect(gradeReading(sentence, 'the president')).toBe('wrong');
    expect(gradeWriting('Washington was the first President.', 'washington was the first president')).toBe('correct');
    expect(gradeWriting('Washington was the first President.', 'Washington is the first President')).toBe('wrong');
  });

  it('the decision rests on civics, reading and writing; unclear N-400 answers are listed to practise', () => {
    const results = {
      officer: [
        { question: oath, answer: { given: 'yes', way: 'spoken' as const }, verdict: 'correct' as const },
        { question: yesNo, answer: { given: 'hmm', way: 'spoken' as const }, verdict: 'wrong' as const },
      ],
      civics: { outcome: 'passed' as const, correct: 12, asked: 14 },
      reading: { given: 'x', verdict: 'almost' as const },
      writing: { given: 'y', verdict: 'correct' as const },
    };
    expect(wholeOutcome(results)).toMatchObject({ passed: true, civics: true, reading: true, writing: true });
    expect(wholeOutcome(results).unclear).toHaveLength(1);
    expect(wholeOutcome({ ...results, writing: { given: 'z', verdict: 'wrong' } }).passed).toBe(false);
    expect(wholeOutcome({ ...results, civics: { outcome: 'failed', correct: 3, asked: 12 } }).passed).toBe(false);
  });
});

// Issue 32: the N-400 word answer op, checked as the server checks every op (compiled with the
// database bounds).
import { describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import { boundSchema } from '../schema-bounds.js';
import {
  PullAnswer,
  SYNC_OP_PAYLOADS,
  SYNC_OP_TYPES,
  VOCABULARY_TERM_ID_MAX,
  VocabularyAnswerPayload,
  vocabularyAnswerProblem,
} from './sync.js';

const check = Compile(boundSchema(VocabularyAnswerPayload));
const valid = { termId: 'claim-to-be-a-us-citizen', isCorrect: true, answeredAt: '2026-11-20T10:00:00.000Z' };

describe('vocabulary-answer.record', () => {
  it('is a sync op type of its own', () => {
    expect(SYNC_OP_TYPES).toContain('vocabulary-answer.record');
    expect(SYNC_OP_PAYLOADS['vocabulary-answer.record']).toBe(VocabularyAnswerPayload);
    // The op's type fits the op envelope's 40 characters.
    expect('vocabulary-answer.record'.length).toBeLessThanOrEqual(40);
  });

  it('accepts a right, a wrong and a right-but-hard ("Almost") answer', () => {
    expect(check.Check(valid)).toBe(true);
    expect(check.Check({ ...valid, isCorrect: false })).toBe(true);
    expect(check.Check({ ...valid, rating: 'hard' })).toBe(true);
    expect(check.Check({ ...valid, termId: 'alien' })).toBe(true);
    expect(check.Check({ ...valid, termId: 'a'.repeat(VOCABULARY_TERM_ID_MAX) })).toBe(true);
  });

  it.each([
    ['no term id', { isCorrect: true, answeredAt: valid.answeredAt }],
    ['an empty term id', { ...valid, termId: '' }],
    ['a term id too long', { ...valid, termId: 'a'.repeat(VOCABULARY_TERM_ID_MAX + 1) }],
    ['a term id with capitals', { ...valid, termId: 'Alien' }],
    ['a term id with spaces', { ...valid, termId: 'register to vote' }],
    ['a term id with a NUL', { ...valid, termId: 'ali\u0000en' }],
    ['a number as term id', { ...valid, termId: 12 }],
    ['isCorrect as text', { ...valid, isCorrect: 'yes' }],
    ['no isCorrect', { termId: 'alien', answeredAt: valid.answeredAt }],
    ['another rating', { ...valid, rating: 'easy' }],
    ['a time that is not ISO', { ...valid, answeredAt: 'yesterday' }],
    ['no time', { termId: 'alien', isCorrect: true }],
    ['an extra field', { ...valid, studyTime: 5 }],
    ['not an object', 'alien'],
  ])('refuses %s', (_name, payload) => expect(check.Check(payload)).toBe(false));

  it('says a "hard" rating on a wrong answer is a contradiction', () => {
    expect(vocabularyAnswerProblem(valid)).toBeNull();
    expect(vocabularyAnswerProblem({ ...valid, rating: 'hard' })).toBeNull();
    expect(vocabularyAnswerProblem({ ...valid, isCorrect: false, rating: 'hard' })).toMatch(/hard/);
  });

  it('travels in the pull, where an older server may leave it out', () => {
    const pull = Compile(PullAnswer);
    const base = {
      cursor: 0,
      full: true,
      settings: {},
      language: 'en',
      answers: [],
      studySessions: [],
      testAttempts: [],
      progressResetAt: null,
    };
    const withWords = { ...base, vocabularyAnswers: [{ id: 'x', ...valid, rating: 'hard' }] };
    const errorsWith = [...pull.Errors(withWords)].filter((e) => e.instancePath.startsWith('/vocabularyAnswers'));
    const errorsWithout = [...pull.Errors(base)].filter((e) => e.instancePath.startsWith('/vocabularyAnswers'));
    expect(errorsWith).toEqual([]);
    expect(errorsWithout).toEqual([]);
    const bad = { ...base, vocabularyAnswers: [{ id: 'x', ...valid, isCorrect: 'no' }] };
    expect([...pull.Errors(bad)].some((e) => e.instancePath.startsWith('/vocabularyAnswers'))).toBe(true);
  });
});

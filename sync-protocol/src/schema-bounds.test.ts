import { describe, expect, it } from 'vitest';
import Type from 'typebox';
import { Compile } from 'typebox/compile';
import { boundSchema, DB_INT_MAX } from './schema-bounds.js';
import { AnswerPayload, StudySessionPayload } from './schemas/sync.js';

describe('boundSchema', () => {
  it('bounds integers to the 32-bit column range and refuses NUL in strings, keeping tighter bounds and patterns', () => {
    const schema = Type.Object({
      id: Type.Integer({ minimum: 1 }),
      small: Type.Integer({ minimum: 0, maximum: 10 }),
      name: Type.String({ maxLength: 20 }),
      code: Type.String({ pattern: '^[0-9]{6}$' }),
      kind: Type.Union([Type.Literal('a'), Type.Literal('b')]),
    });
    const check = Compile(boundSchema(schema));
    const ok = { id: DB_INT_MAX, small: 10, name: 'Lan', code: '123456', kind: 'a' };
    expect(check.Check(ok)).toBe(true);
    expect(check.Check({ ...ok, id: DB_INT_MAX + 1 })).toBe(false);
    expect(check.Check({ ...ok, small: 11 })).toBe(false);
    expect(check.Check({ ...ok, name: 'La\u0000n' })).toBe(false);
    expect(check.Check({ ...ok, code: '12345' })).toBe(false);
    // The original schema is not changed.
    expect(Compile(schema).Check({ ...ok, id: DB_INT_MAX + 1 })).toBe(true);
  });

  it('the sync payloads bound their ids to the column range themselves', () => {
    const answer = { questionId: 2 ** 31, isCorrect: true, studyTime: 3, answeredAt: '2026-11-01T10:00:00.000Z' };
    expect(Compile(AnswerPayload).Check(answer)).toBe(false);
    expect(Compile(AnswerPayload).Check({ ...answer, questionId: 5 })).toBe(true);
    const session = {
      sessionType: 'study',
      questionsCount: 1,
      correctAnswers: 1,
      totalTime: 5,
      completedAt: '2026-11-01T10:00:00.000Z',
      categoryFilters: [2 ** 40],
      language: 'vi',
    };
    expect(Compile(StudySessionPayload).Check(session)).toBe(false);
  });
});

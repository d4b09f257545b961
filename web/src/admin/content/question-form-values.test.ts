import { describe, expect, it } from 'vitest';
import { AdminQuestionCreate, AdminQuestionUpdate, schemaErrors } from '@civics/sync-protocol';
import { createBodyOf, emptyQuestion, parseStates, updateBodyOf } from './question-form-values';

describe('question form values', () => {
  it('turns the typed states into codes, and nothing into null', () => {
    expect(parseStates(' ca, tx  ny')).toEqual(['CA', 'TX', 'NY']);
    expect(parseStates('')).toBeNull();
    expect(parseStates(['CA'])).toEqual(['CA']);
    expect(parseStates([])).toBeNull();
  });

  it('makes bodies the API schemas accept once filled in, and refuses empty text', () => {
    const values = {
      ...emptyQuestion('2025'),
      officialNumber: 129 - 1,
      questionText: 'Why?',
      options: emptyQuestion('2025').options.map((o, i) => ({ ...o, text: `Answer ${i}` })),
    };
    expect(schemaErrors(AdminQuestionCreate, createBodyOf(values))).toEqual([]);
    const update = updateBodyOf(values);
    expect(update).not.toHaveProperty('version');
    expect(update).not.toHaveProperty('officialNumber');
    expect(schemaErrors(AdminQuestionUpdate, update)).toEqual([]);
    expect(schemaErrors(AdminQuestionUpdate, { ...update, questionText: '' }).map((e) => e.path)).toEqual([
      'questionText',
    ]);
  });

  it('sends the accepted answers one per line, blank lines left out, and none when the box is empty', () => {
    const values = { ...emptyQuestion('2025'), acceptedText: ' Mike Johnson \n\nJohnson\n' };
    expect(updateBodyOf(values).officialAnswers).toEqual(['Mike Johnson', 'Johnson']);
    expect(createBodyOf(values).officialAnswers).toEqual(['Mike Johnson', 'Johnson']);
    expect(createBodyOf({ ...values, acceptedText: '  ' })).not.toHaveProperty('officialAnswers');
    expect(createBodyOf(values)).not.toHaveProperty('acceptedText');
  });
});

import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { SECURITY_QUESTION_CHOICES } from '@civics/sync-protocol/constants';
import vi from '../../i18n/locales/vi/auth.json';
import { securityQuestionText } from './security-question-text';

// The Vietnamese texts looked up as i18next would (the tests need no i18next instance).
const vietnamese = ((key: string) =>
  key.split('.').reduce<any>((node, part) => node?.[part], vi) as string) as unknown as TFunction<'auth'>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('securityQuestionText', () => {
  it('shows each listed question in the learner language, by its place in its own list', () => {
    expect(securityQuestionText(1, 'What was the name of your first pet?', vietnamese)).toBe(
      'Thú cưng đầu tiên của bạn tên là gì?',
    );
    expect(securityQuestionText(2, 'What was your first job?', vietnamese)).toBe(vi.securityQuestions.q2_5);
    for (const n of [1, 2, 3] as const)
      SECURITY_QUESTION_CHOICES[n - 1]!.forEach((question) =>
        expect(securityQuestionText(n, question, vietnamese)).not.toBe(question),
      );
  });

  it('shows a question that is not on its list as the account stored it', () => {
    expect(securityQuestionText(1, 'What is your favorite food?', vietnamese)).toBe('What is your favorite food?');
    expect(securityQuestionText(3, 'Who was your hero?', vietnamese)).toBe('Who was your hero?');
  });
});

import type { TFunction } from 'i18next';
import { SECURITY_QUESTION_CHOICES } from '@civics/sync-protocol/constants';

/**
 * The security question in the learner's language. The account keeps the English question (the
 * API's list, spec part 1 §5); the reset screen shows it as the register form offered it. A question
 * not on the list (an account made before the list) is shown as stored.
 */
export function securityQuestionText(n: 1 | 2 | 3, stored: string, t: TFunction<'auth'>): string {
  const i = SECURITY_QUESTION_CHOICES[n - 1]!.indexOf(stored);
  return i < 0 ? stored : t(`securityQuestions.q${n}_${(i + 1) as 1 | 2 | 3 | 4 | 5}`);
}

// Answer-log fixtures for the spaced-review unit tests.
import type { LoggedAnswer } from './schedule';

let counter = 0;
export function answer(
  questionId: number,
  isCorrect: boolean,
  answeredAt: string,
  extra: Partial<LoggedAnswer> = {},
): LoggedAnswer {
  counter += 1;
  return { id: `a-${String(counter).padStart(5, '0')}`, questionId, isCorrect, studyTime: 5, answeredAt, ...extra };
}

// Sync ops as a device queues them, and the push that sends them, for the tests around the sync routes.
import { randomUUID } from 'node:crypto';
import type { CivicsApp } from '../app.js';
import { sendAs } from './requests.js';

/** An answer op of `type` given `seq` minutes after 10:00 UTC on 2026-11-01, its payload stamped with that time. */
function answeredAtMinute(seq: number, type: string, payload: Record<string, unknown>) {
  const answeredAt = new Date(Date.UTC(2026, 10, 1, 10, seq)).toISOString();
  return { id: randomUUID(), seq, type, at: answeredAt, payload: { answeredAt, ...payload } };
}

/** A right answer to `questionId` (see answeredAtMinute); `payload` adds or replaces fields. */
export const answerOp = (seq: number, questionId: number, payload: Record<string, unknown> = {}) =>
  answeredAtMinute(seq, 'answer.record', { questionId, isCorrect: true, studyTime: 5, ...payload });

/** A right answer to the N-400 word `termId` (see answeredAtMinute); `payload` adds or replaces fields. */
export const wordAnswerOp = (seq: number, termId: string, payload: Record<string, unknown> = {}) =>
  answeredAtMinute(seq, 'vocabulary-answer.record', { termId, isCorrect: true, ...payload });

/** POST /api/sync/push of these ops from the device `clientId`. */
export const pushOps = (app: CivicsApp, cookie: string, clientId: string, ops: unknown[]) =>
  sendAs(app, cookie, 'POST', '/api/sync/push', { clientId, ops });

/** A test of 5 questions scored 4 (passed), one answer listed, finished at `completedAt`; `payload` adds or replaces fields. */
export function testAttemptOp(completedAt: string, payload: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    seq: 1,
    type: 'test-attempt.record',
    at: completedAt,
    payload: {
      startedAt: completedAt,
      completedAt,
      score: 4,
      totalQuestions: 5,
      passed: true,
      mode: 'test',
      questionsData: [{ questionId: 1001, userAnswerId: 'option_1', isCorrect: true }],
      ...payload,
    },
  };
}

// Test support: a learner with a record in every table a deletion must empty, written through the
// real routes (sync push, settings, verification resend, wrong sign-ins) where one exists.
import { randomUUID } from 'node:crypto';
import type { CivicsApp } from '../../app.js';
import { signUp } from '../../test/helper.js';

/** Every table that holds rows of one learner, and the column naming them. */
export const LEARNER_TABLES = [
  'answerAttempts',
  'vocabularyAnswers',
  'aboutYouSync',
  'aboutYouAnswers',
  'userProgress',
  'userStudySessions',
  'tests',
  'settings',
  'syncClients',
  'syncOps',
  'sessions',
  'emailVerificationCodes',
  'paymentOrders',
  'paymentClaims',
  'payments',
  'pushSubscriptions',
] as const;
export type LearnerTable = (typeof LEARNER_TABLES)[number];

export async function rowsOf(app: CivicsApp, table: LearnerTable, userId: number): Promise<number> {
  const { n } = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

const op = (seq: number, type: string, payload: unknown) => ({
  id: randomUUID(),
  seq,
  type,
  at: new Date().toISOString(),
  payload,
});

/** A text that tries every CSV hazard: comma, quote, line break and a formula. */
export const AWKWARD_TEXT = '=SUM(A1), "quoted"\nnext line';

/** An answer said out loud, right only after a near miss (issues 14 and 30): the learner's first. */
export const SPOKEN_ANSWER = {
  questionId: 1001,
  isCorrect: true,
  studyTime: 12,
  answeredAt: '2026-11-20T10:00:10.000Z',
  rating: 'hard',
  given: 'the constitushun',
} as const;

/** Signs up a level-2 learner and gives them answers, a study session, a test, settings, payments. */
export async function learnerWithHistory(app: CivicsApp, name: string) {
  const { cookie, user } = await signUp(app, name, { level: 2 });
  const push = await app.inject({
    method: 'POST',
    url: '/api/sync/push',
    headers: { cookie },
    payload: {
      clientId: randomUUID(),
      ops: [
        op(1, 'answer.record', SPOKEN_ANSWER),
        op(2, 'answer.record', {
          questionId: 1002,
          isCorrect: false,
          studyTime: 8,
          answeredAt: '2026-11-20T10:00:30.000Z',
        }),
        op(3, 'study-session.record', {
          sessionType: 'study',
          questionsCount: 2,
          correctAnswers: 1,
          totalTime: 40,
          completedAt: '2026-11-20T10:00:40.000Z',
          categoryFilters: [1],
          language: 'vi',
        }),
        op(4, 'test-attempt.record', {
          startedAt: '2026-11-20T11:00:00.000Z',
          completedAt: '2026-11-20T11:05:00.000Z',
          score: 1,
          totalQuestions: 2,
          passed: false,
          mode: 'test',
          questionsData: [
            { questionId: 1003, userAnswerId: AWKWARD_TEXT, isCorrect: false, flagged: true },
            { questionId: 1004, userAnswerId: 'opt_b', isCorrect: true, flagged: false },
          ],
        }),
        op(5, 'settings.update', { studyModeSettings: { questionsCount: 15 } }),
        op(6, 'vocabulary-answer.record', {
          termId: 'register-to-vote',
          isCorrect: true,
          rating: 'hard',
          answeredAt: '2026-11-20T10:01:00.000Z',
        }),
        // Issue 32: "about you" answers the learner chose to keep on the account.
        op(7, 'about-you.sync', { enabled: true, changedAt: '2026-11-20T10:02:00.000Z' }),
        op(8, 'about-you.set', { field: 'fullName', value: AWKWARD_TEXT, updatedAt: '2026-11-20T10:02:10.000Z' }),
      ],
    },
  });
  if (push.statusCode !== 200) throw new Error(`push failed: ${push.body}`);
  // A device's daily reminder (issue 33): deleted with the account.
  const reminder = await app.inject({
    method: 'PUT',
    url: '/api/reminders',
    headers: { cookie },
    payload: {
      subscription: {
        endpoint: `https://127.0.0.1:9/push/${name}`,
        keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
      },
      time: '08:00',
      days: [1, 3, 5],
      timeZone: 'America/Chicago',
    },
  });
  if (reminder.statusCode !== 200) throw new Error(`reminder failed: ${reminder.body}`);
  // A verification code (a resend) and a wrong sign-in leave throttle rows keyed by the name.
  await app.inject({ method: 'POST', url: '/api/login', payload: { username: name, password: 'wrong-password' } });
  const plan = await app.db.selectFrom('pricingPlans').select(['id', 'planName']).executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  await app.db
    .insertInto('emailVerificationCodes')
    .values({ userId: user.id, codeHash: 'scrypt$x', expiresAt: Date.now() + 60_000, createdAt: Date.now() })
    .execute();
  await app.db
    .insertInto('paymentOrders')
    .values({
      userId: user.id,
      planId: plan.id,
      provider: 'paypal',
      providerOrderId: `order-${name}`,
      amount: 1999,
      currency: 'USD',
      status: 'completed',
      captureId: `CAPTURE-${user.id}`,
      createdAt: now,
      completedAt: now,
    })
    .execute();
  await app.db
    .insertInto('paymentClaims')
    .values({
      userId: user.id,
      planId: plan.id,
      method: 'zelle',
      amount: 1999,
      currency: 'USD',
      reference: `ref-${name}`,
      payerName: 'Lan Nguyen',
      payerEmail: `${name}@example.com`,
      payerPhone: '5551234567',
      status: 'pending',
      createdAt: now,
      decidedAt: null,
      decidedBy: null,
      decisionNote: null,
    })
    .execute();
  await app.db
    .insertInto('payments')
    .values({
      userId: user.id,
      planId: plan.id,
      planName: plan.planName,
      method: 'paypal',
      amount: 1999,
      currency: 'USD',
      source: 'paypal',
      sourceId: `CAPTURE-${user.id}`,
      levelEndDate: null,
      createdAt: now,
    })
    .execute();
  return { cookie, user };
}

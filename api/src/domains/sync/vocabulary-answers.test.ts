// Issue 32: answers to the N-400 words ("What does … mean?") travel as `vocabulary-answer.record`
// ops: stored once per op id, refused alone with their reason, returned by the pull to the account
// only (a second device replays the same schedule), in the export, and gone with the account.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CivicsApp } from '../../app.js';
import { buildTestApp, signUp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';
import { pushOps, wordAnswerOp } from '../../test/sync-ops.js';
import { countRows } from '../../test/rows.js';

const statuses = (response: { json: () => { results: Array<{ status: string }> } }) =>
  response.json().results.map((r) => r.status);

const pull = async (app: CivicsApp, cookie: string, cursor?: number) => {
  const response = await sendAs(app, cookie, 'GET', `/api/sync/pull${cursor === undefined ? '' : `?cursor=${cursor}`}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { cursor: number; vocabularyAnswers: Array<Record<string, unknown>> };
};

describe('vocabulary-answer.record through push and pull', { timeout: 60_000 }, () => {
  it('stores each answer once: a resend, from this device or another, is a duplicate', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 2 });
    const ops = [
      wordAnswerOp(1, 'register-to-vote'),
      wordAnswerOp(2, 'alien', { isCorrect: false }),
      wordAnswerOp(3, 'alien', { rating: 'hard' }),
    ];
    const first = await pushOps(app, cookie, randomUUID(), ops);
    expect(first.statusCode).toBe(200);
    expect(statuses(first)).toEqual(['applied', 'applied', 'applied']);
    const again = await pushOps(app, cookie, randomUUID(), ops);
    expect(statuses(again)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect(await countRows(app, 'vocabularyAnswers')).toBe(3);
    // The word answers leave the civics answers and progress alone.
    expect(await countRows(app, 'answerAttempts')).toBe(0);
    expect(await countRows(app, 'userProgress')).toBe(0);
  });

  it('refuses a bad op alone, with its reason, and stores nothing for it', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 2 });
    const good = wordAnswerOp(1, 'alien');
    const bad = [
      wordAnswerOp(2, 'no-such-word'),
      wordAnswerOp(3, 'Alien'),
      wordAnswerOp(4, 'alien', { isCorrect: 'yes' }),
      wordAnswerOp(5, 'alien', { rating: 'easy' }),
      wordAnswerOp(6, 'alien', { isCorrect: false, rating: 'hard' }),
      wordAnswerOp(7, 'alien', { answeredAt: 'yesterday' }),
      wordAnswerOp(8, 'alien', { studyTime: 5 }),
      { ...wordAnswerOp(9, 'alien'), payload: { isCorrect: true, answeredAt: '2026-11-01T10:00:00.000Z' } },
    ];
    const response = await pushOps(app, cookie, randomUUID(), [good, ...bad]);
    expect(response.statusCode).toBe(200);
    const results = response.json().results as Array<{ id: string; status: string; reason?: string }>;
    expect(results.map((r) => r.status)).toEqual(['applied', ...bad.map(() => 'rejected')]);
    expect(results.slice(1).map((r) => r.reason)).toEqual([
      'Unknown N-400 word no-such-word',
      expect.stringMatching(/^Invalid vocabulary-answer\.record payload: \/termId /),
      expect.stringMatching(/^Invalid vocabulary-answer\.record payload: \/isCorrect /),
      expect.stringMatching(/^Invalid vocabulary-answer\.record payload: \/rating /),
      'Invalid vocabulary-answer.record payload: rating "hard" needs isCorrect true',
      expect.stringMatching(/^Invalid vocabulary-answer\.record payload: \/answeredAt /),
      expect.stringMatching(/^Invalid vocabulary-answer\.record payload: /),
      expect.stringMatching(/^Invalid vocabulary-answer\.record payload: .*termId/),
    ]);
    const rows = await app.db.selectFrom('vocabularyAnswers').select('id').execute();
    expect(rows.map((r) => r.id)).toEqual([good.id]);
    // A refused op is not in the op log either: it may be sent again once corrected.
    const logged = await app.db.selectFrom('syncOps').select('opId').execute();
    expect(logged.map((r) => r.opId)).toEqual([good.id]);
  });

  it('answers 400 with a message to a push whose op cannot be read at all, storing nothing', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 2 });
    const response = await pushOps(app, cookie, randomUUID(), [
      wordAnswerOp(1, 'alien'),
      { ...wordAnswerOp(2, 'alien'), id: 'not-a-uuid' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/\w/);
    expect(await countRows(app, 'vocabularyAnswers')).toBe(0);
  });

  it("returns the account's answers in the pull, to this account only, and after a cursor only the new ones", async () => {
    const app = await buildTestApp();
    const lan = await signUp(app, 'learner1', { level: 2 });
    const minh = await signUp(app, 'learner2', { level: 2 });
    const hard = wordAnswerOp(1, 'alien', { rating: 'hard' });
    const wrong = wordAnswerOp(2, 'register-to-vote', { isCorrect: false });
    expect(statuses(await pushOps(app, lan.cookie, randomUUID(), [hard, wrong]))).toEqual(['applied', 'applied']);
    const theirs = wordAnswerOp(1, 'alien');
    expect(statuses(await pushOps(app, minh.cookie, randomUUID(), [theirs]))).toEqual(['applied']);

    // A second device of the same learner: a full pull gives it the whole log.
    const full = await pull(app, lan.cookie);
    expect(full.vocabularyAnswers).toEqual([
      { id: hard.id, termId: 'alien', isCorrect: true, rating: 'hard', answeredAt: hard.payload.answeredAt },
      { id: wrong.id, termId: 'register-to-vote', isCorrect: false, answeredAt: wrong.payload.answeredAt },
    ]);
    expect((await pull(app, minh.cookie)).vocabularyAnswers.map((a) => a.id)).toEqual([theirs.id]);

    const later = wordAnswerOp(3, 'alien');
    expect(statuses(await pushOps(app, lan.cookie, randomUUID(), [later]))).toEqual(['applied']);
    const since = await pull(app, lan.cookie, full.cursor);
    expect(since.vocabularyAnswers.map((a) => a.id)).toEqual([later.id]);
  });

  it('takes a word the admin has hidden (a device answers from the copy it holds)', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 2 });
    await app.db.updateTable('n400Vocabulary').set({ isActive: 0 }).where('id', '=', 'alien').execute();
    expect(statuses(await pushOps(app, cookie, randomUUID(), [wordAnswerOp(1, 'alien')]))).toEqual(['applied']);
  });

  it('keeps a device clock set ahead from dating an answer after its receipt', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 2 });
    const ahead = wordAnswerOp(1, 'alien', { answeredAt: '2099-01-01T00:00:00.000Z' });
    expect(statuses(await pushOps(app, cookie, randomUUID(), [ahead]))).toEqual(['applied']);
    const [row] = await app.db.selectFrom('vocabularyAnswers').select('answeredAt').execute();
    expect(row!.answeredAt <= new Date().toISOString()).toBe(true);
  });

  it('Begin Again leaves the words alone: their answers still come back in the pull', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 2 });
    const word = wordAnswerOp(1, 'alien');
    const reset = { id: randomUUID(), seq: 2, type: 'progress.reset', at: new Date().toISOString(), payload: {} };
    expect(statuses(await pushOps(app, cookie, randomUUID(), [word, reset]))).toEqual(['applied', 'applied']);
    const pulled = await pull(app, cookie);
    expect(pulled.vocabularyAnswers.map((a) => a.id)).toEqual([word.id]);
  });
});

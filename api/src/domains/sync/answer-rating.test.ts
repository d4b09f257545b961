// Issue 14: an answer's optional `rating` ("hard": right only after a near miss) is stored by the
// push and returned by the pull; an answer without one keeps its old shape.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signUp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';
import { answerOp, pushOps } from '../../test/sync-ops.js';

describe('answer rating through push and pull', { timeout: 60_000 }, () => {
  it('returns rating "hard" where it was pushed, no rating key where none was, and rejects another rating alone', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 1 });
    const hard = answerOp(1, 3, { rating: 'hard' });
    const plain = answerOp(2, 4);
    const easy = answerOp(3, 5, { rating: 'easy' });
    const pushed = await pushOps(app, cookie, randomUUID(), [hard, plain, easy]);
    expect(pushed.statusCode).toBe(200);
    expect(pushed.json().results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied', 'rejected']);

    const pulled = await sendAs(app, cookie, 'GET', '/api/sync/pull');
    expect(pulled.statusCode).toBe(200);
    const answers = pulled.json().answers as Array<Record<string, unknown>>;
    expect(answers).toHaveLength(2);
    expect(answers.find((a) => a.id === hard.id)).toMatchObject({ questionId: 3, rating: 'hard' });
    expect(answers.find((a) => a.id === plain.id)).not.toHaveProperty('rating');
    // The rejected op stored nothing.
    expect(answers.some((a) => a.id === easy.id)).toBe(false);
  });
});

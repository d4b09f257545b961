// Issue 30: the words heard with an answer said out loud in study or review (`given`) are stored by
// the push and returned by the pull; an answer without them keeps its old shape (older clients);
// words past 200 characters are refused and nothing is stored.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signUp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';
import { answerOp, pushOps } from '../../test/sync-ops.js';

describe('words heard with a spoken answer, through push and pull', { timeout: 60_000 }, () => {
  it('keeps them where pushed, has no key where none was, and refuses a too-long one', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'speaker1', { level: 1 });
    const spoken = answerOp(1, 3, { given: 'the Constitution', rating: 'hard' });
    const chosen = answerOp(2, 4);
    const tooLong = answerOp(3, 5, { given: 'x'.repeat(201) });
    const pushed = await pushOps(app, cookie, randomUUID(), [spoken, chosen, tooLong]);
    expect(pushed.statusCode).toBe(200);
    expect(pushed.json().results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied', 'rejected']);

    const answers = (await sendAs(app, cookie, 'GET', '/api/sync/pull')).json().answers as Array<
      Record<string, unknown>
    >;
    expect(answers).toHaveLength(2);
    expect(answers.find((a) => a.id === spoken.id)).toMatchObject({
      questionId: 3,
      given: 'the Constitution',
      rating: 'hard',
    });
    expect(answers.find((a) => a.id === chosen.id)).not.toHaveProperty('given');
  });
});

import { describe, expect, it } from 'vitest';
import { buildTestApp, signUp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';

type Q = { id: number; officialAnswers?: string[] };

describe('official answers in the learner bundle', () => {
  it('sends every official answer, and the learner’s own officials for the state questions', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'grader', { level: 2 });
    expect((await sendAs(app, cookie, 'PATCH', '/api/user', { state: 'CA', testVersion: '2008' })).statusCode).toBe(
      200,
    );
    const bundle = (await sendAs(app, cookie, 'GET', '/api/content/bundle?language=none')).json() as { questions: Q[] };
    const byId = new Map(bundle.questions.map((q) => [q.id, q]));
    expect(byId.get(1)?.officialAnswers).toEqual(['the Constitution']);
    expect(byId.get(9)?.officialAnswers).toEqual(['life', 'liberty', 'pursuit of happiness']);
    expect(byId.get(20)?.officialAnswers).toEqual(expect.arrayContaining(['Alex Padilla', 'Adam B. Schiff']));
    expect(byId.get(43)?.officialAnswers).toContain('Gavin Newsom');
    expect(byId.get(44)?.officialAnswers).toContain('Sacramento');
  });
});

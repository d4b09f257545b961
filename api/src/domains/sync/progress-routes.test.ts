import { describe, expect, it } from 'vitest';
import { buildTestApp, signUp } from '../../test/helper.js';
import { fetchAs } from '../../test/requests.js';
import { countRows } from '../../test/rows.js';
import type { CivicsApp } from '../../app.js';

const post = (app: CivicsApp, url: string, cookie: string, payload: object) =>
  fetchAs(app, cookie, 'POST', url, payload);

describe("the spec's direct progress calls", () => {
  it('records progress and a study session through the sync code, visible to pull', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 1 });
    expect(
      (await post(app, '/api/user-progress', cookie, { questionId: 4, isCorrect: true, studyTime: 30 })).statusCode,
    ).toBe(200);
    const session = {
      sessionType: 'study',
      questionsCount: 5,
      correctAnswers: 4,
      totalTime: 300,
      categoryFilters: [],
      language: 'vi',
    };
    expect((await post(app, '/api/user-study-session', cookie, session)).statusCode).toBe(200);
    const pulled = (await fetchAs(app, cookie, 'GET', '/api/sync/pull')).json();
    expect(pulled.answers).toHaveLength(1);
    expect(pulled.studySessions[0]).toMatchObject({ correctAnswers: 4, language: 'vi' });
  });

  it('rejects bad input with 400 and anonymous callers with 401, storing nothing', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 1 });
    for (const [url, payload] of [
      ['/api/user-progress', { questionId: 'four', isCorrect: true }],
      ['/api/user-progress', { questionId: 123456, isCorrect: true }],
      ['/api/user-study-session', { sessionType: 'study' }],
      ['/api/start-study', { questionsCount: 50 }],
    ] as const) {
      const response = await post(app, url, cookie, payload);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toMatch(/\w/);
      expect((await post(app, url, '', payload)).statusCode).toBe(401);
    }
    expect(await countRows(app, 'answerAttempts')).toBe(0);
    expect(await countRows(app, 'userStudySessions')).toBe(0);
  });

  it('start-study saves the count and language; start-test needs level 2', async () => {
    const app = await buildTestApp();
    const starter = await signUp(app, 'starter', { level: 1 });
    const member = await signUp(app, 'member', { level: 2 });
    expect(
      (await post(app, '/api/start-study', starter.cookie, { questionsCount: 7, categoryFilters: [], language: 'ko' }))
        .statusCode,
    ).toBe(200);
    const settings = (await fetchAs(app, starter.cookie, 'GET', '/api/settings')).json();
    expect(settings.studyModeSettings.questionsCount).toBe(7);
    expect((await fetchAs(app, starter.cookie, 'GET', '/api/user')).json().preferred_language).toBe('ko');
    const refused = await post(app, '/api/start-test', starter.cookie, { questionsCount: 10, language: 'en' });
    expect(refused.statusCode).toBe(403);
    expect((await post(app, '/api/start-test', member.cookie, { questionsCount: 12, language: 'en' })).statusCode).toBe(
      200,
    );
    expect((await fetchAs(app, member.cookie, 'GET', '/api/settings')).json().testModeSettings.questionsCount).toBe(12);
  });

  it('begin again clears progress and the batch index, but keeps the answer history', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 1 });
    await post(app, '/api/user-progress', cookie, { questionId: 4, isCorrect: true });
    await fetchAs(app, cookie, 'PUT', '/api/settings', { studyModeSettings: { currentBatchIndex: 10 } });
    const reset = await fetchAs(app, cookie, 'DELETE', '/api/user-progress/reset');
    expect(reset.statusCode).toBe(200);
    expect(await countRows(app, 'userProgress')).toBe(0);
    expect(await countRows(app, 'answerAttempts')).toBe(1);
    expect((await fetchAs(app, cookie, 'GET', '/api/settings')).json().studyModeSettings.currentBatchIndex).toBe(0);
    expect((await app.inject({ method: 'DELETE', url: '/api/user-progress/reset' })).statusCode).toBe(401);
  });
});

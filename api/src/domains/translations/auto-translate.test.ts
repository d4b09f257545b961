import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, signInAdmin, signUp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';
import type { CivicsApp } from '../../app.js';
import {
  fakeTranslation,
  startFakeLibreTranslate,
  type FakeLibreTranslate,
  type FakeLibreTranslateOptions,
} from '../../test/fake-libretranslate.js';
import { snapshot, translationRow } from './test-support.js';

let fake: FakeLibreTranslate | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function appWithFake(options: FakeLibreTranslateOptions = {}, apiKey?: string) {
  fake = await startFakeLibreTranslate(options);
  const app = await buildTestApp({ translateUrl: fake.url, translateApiKey: apiKey });
  return { app, fake, admin: (await signInAdmin(app)).cookie };
}

const englishOf = async (app: CivicsApp, id: number) => {
  const row = await app.db.selectFrom('questions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return {
    questionText: row.questionText,
    explanation: row.explanation,
    options: JSON.parse(row.options) as Array<{ id: string; text: string }>,
  };
};

const autoTranslate = (app: CivicsApp, cookie: string, questionId: number, targetLanguage: string) =>
  sendAs(app, cookie, 'POST', '/api/translations/auto-translate', { questionId, targetLanguage });

describe('POST /api/translations/auto-translate', { timeout: 60_000 }, () => {
  it('asks LibreTranslate for every text in one request, with the key, and stores nothing', async () => {
    const { app, fake, admin } = await appWithFake({ apiKey: 'k-123' }, 'k-123');
    // 2025 question 1: its English shares nothing with the 2008 bank's Spanish.
    await app.db.deleteFrom('translations').where('language', '=', 'es').execute();
    const english = await englishOf(app, 1001);
    const before = await snapshot(app);
    const response = await autoTranslate(app, admin, 1001, 'es');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      questionId: 1001,
      language: 'es',
      questionText: fakeTranslation(english.questionText, 'es'),
      options: english.options.map((o) => ({ id: o.id, text: fakeTranslation(o.text, 'es') })),
      explanation: fakeTranslation(english.explanation, 'es'),
      provider: 'LibreTranslate',
      sources: {
        questionText: 'machine',
        options: Object.fromEntries(english.options.map((o) => [o.id, 'machine'])),
        explanation: 'machine',
      },
    });
    expect(fake.requests).toEqual([
      {
        q: [english.questionText, ...english.options.map((o) => o.text), english.explanation],
        source: 'en',
        target: 'es',
        format: 'text',
        api_key: 'k-123',
      },
    ]);
    expect(await snapshot(app)).toEqual(before);
  });

  it('offers the reviewed translation of the same English from the other bank first, marked as memory', async () => {
    const { app, fake, admin } = await appWithFake();
    // 2025 question 2 asks "What is the supreme law of the land?" like 2008 question 1.
    const english = await englishOf(app, 1002);
    const old = await englishOf(app, 1);
    expect(english.questionText).toBe(old.questionText);
    const reviewed = (await translationRow(app, 1, 'ko'))!;
    const response = await autoTranslate(app, admin, 1002, 'ko');
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.questionText).toBe(reviewed.questionText);
    expect(answer.sources.questionText).toBe('memory');
    // The machine was asked only for what the memory did not have.
    const asked = fake.requests.flatMap((r) => r.q);
    expect(asked).not.toContain(english.questionText);
    for (const option of english.options) {
      const source = answer.sources.options[option.id];
      expect(source === 'memory' || asked.includes(option.text)).toBe(true);
    }
  });

  it('maps Chinese to LibreTranslate’s codes, and falls back to the older zt code on an older server', async () => {
    const modern = await appWithFake();
    expect((await autoTranslate(modern.app, modern.admin, 1001, 'zh-TW')).statusCode).toBe(200);
    expect((await autoTranslate(modern.app, modern.admin, 1001, 'zh')).statusCode).toBe(200);
    expect(modern.fake.requests.map((r) => r.target)).toEqual(['zh-Hant', 'zh-Hans']);
    await modern.fake.close();

    const legacy = await appWithFake({ languages: ['en', 'zh', 'zt'] });
    await legacy.app.db.deleteFrom('translations').where('language', '=', 'zh-TW').execute();
    const response = await autoTranslate(legacy.app, legacy.admin, 1001, 'zh-TW');
    expect(response.statusCode).toBe(200);
    expect(response.json().questionText).toMatch(/^\[zt\] /);
    expect(legacy.fake.requests.map((r) => r.target)).toEqual(['zh-Hant', 'zt']);
  }, 60_000);

  it('answers 503 with a clear message when no server is configured, 502 when the server fails or refuses the key', async () => {
    const app = await buildTestApp();
    const { cookie: admin } = await signInAdmin(app);
    const unset = await autoTranslate(app, admin, 1001, 'es');
    expect(unset.statusCode).toBe(503);
    expect(unset.json().message).toMatch(/not configured.*TRANSLATE_URL/);

    const failing = await appWithFake({ failing: true });
    const broken = await autoTranslate(failing.app, failing.admin, 1001, 'es');
    expect(broken.statusCode).toBe(502);
    expect(broken.json().message).toMatch(/^Failed to auto-translate: LibreTranslate refused the request \(500\)/);
    await failing.fake.close();

    const keyed = await appWithFake({ apiKey: 'right' }, 'wrong');
    expect((await autoTranslate(keyed.app, keyed.admin, 1001, 'es')).json().message).toContain('Invalid API key');
  }, 60_000);

  it('refuses bad input', async () => {
    const { app, admin } = await appWithFake();
    expect((await autoTranslate(app, admin, 1001, 'fr')).statusCode).toBe(400);
    expect((await autoTranslate(app, admin, 99999, 'es')).statusCode).toBe(404);
    const noBody = await sendAs(app, admin, 'POST', '/api/translations/auto-translate', {});
    expect(noBody.statusCode).toBe(400);
  });
});

describe('GET /api/translations/auto-translate/status', { timeout: 60_000 }, () => {
  it('says whether a translation service is configured, to admins only', async () => {
    const { app, admin } = await appWithFake();
    expect((await sendAs(app, admin, 'GET', '/api/translations/auto-translate/status')).json()).toEqual({
      configured: true,
    });
    const bare = await buildTestApp();
    const bareAdmin = (await signInAdmin(bare)).cookie;
    expect(
      (
        await bare.inject({
          method: 'GET',
          url: '/api/translations/auto-translate/status',
          headers: { cookie: bareAdmin },
        })
      ).json(),
    ).toEqual({ configured: false });
    expect((await bare.inject({ method: 'GET', url: '/api/translations/auto-translate/status' })).statusCode).toBe(401);
    const learner = await signUp(bare, 'learner', { level: 1 });
    expect(
      (
        await bare.inject({
          method: 'GET',
          url: '/api/translations/auto-translate/status',
          headers: { cookie: learner.cookie },
        })
      ).statusCode,
    ).toBe(403);
  });
});

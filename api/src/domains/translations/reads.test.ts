import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';
import type { CivicsApp } from '../../app.js';
import { callers, translationRow } from './test-support.js';

const get = (app: CivicsApp, url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
type Item = { id: number; questionId: number; language: string; options: Array<{ id: string; text: string }> };

describe('translation reads', { timeout: 60_000 }, () => {
  it('GET /api/translations?language= answers the learner’s own questions: level 0 none, level 1 the first 20, level 2 the bank', async () => {
    const app = await buildTestApp();
    const { level0, level1, level2, admin } = await callers(app);
    expect((await get(app, '/api/translations?language=es&version=2008', level0)).json()).toEqual([]);
    const first20 = (await get(app, '/api/translations?language=es&version=2008', level1)).json() as Item[];
    expect(first20.map((t) => t.questionId)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const all = (await get(app, '/api/translations?language=es&version=2008', level2)).json() as Item[];
    expect(all).toHaveLength(100);
    expect(
      all.every(
        (t) =>
          t.language === 'es' && typeof t.id === 'number' && t.options.every((o) => o.id && typeof o.text === 'string'),
      ),
    ).toBe(true);
    // Without ?version the learner's own test (2025 for a new account).
    const own = (await get(app, '/api/translations?language=zh-TW', admin)).json() as Item[];
    expect(own).toHaveLength(128);
    expect(own[0]!.questionId).toBe(1001);
  });

  it('refuses a missing or unknown language and anonymous callers', async () => {
    const app = await buildTestApp();
    const { level2 } = await callers(app);
    expect((await get(app, '/api/translations', level2)).statusCode).toBe(400);
    expect((await get(app, '/api/translations?language=fr', level2)).statusCode).toBe(400);
    for (const url of [
      '/api/translations?language=vi',
      '/api/translations/korean',
      '/api/spanish-translations',
      '/api/translations/chinese-traditional',
      '/api/vi-translations/questions',
      '/api/vi-translations/question/1',
    ]) {
      expect((await get(app, url)).statusCode, url).toBe(401);
    }
  });

  it('GET /api/translations/korean, /api/spanish-translations and /api/translations/chinese-traditional (never cached) give their language', async () => {
    const app = await buildTestApp();
    const { level1 } = await callers(app);
    for (const [url, language] of [
      ['/api/translations/korean', 'ko'],
      ['/api/spanish-translations', 'es'],
      ['/api/translations/chinese-traditional', 'zh-TW'],
    ] as const) {
      const response = await get(app, `${url}?version=2008`, level1);
      expect(response.statusCode).toBe(200);
      const items = response.json() as Item[];
      expect(items).toHaveLength(20);
      expect(new Set(items.map((t) => t.language))).toEqual(new Set([language]));
    }
    const zhTw = await get(app, '/api/translations/chinese-traditional', level1);
    expect(zhTw.headers['cache-control']).toContain('no-store');
    expect(zhTw.headers.pragma).toBe('no-cache');
  });

  it('GET /api/vi-translations/questions and /question/{id} carry only the Vietnamese block, within the learner’s level', async () => {
    const app = await buildTestApp();
    const { level1, level2 } = await callers(app);
    const list = (await get(app, '/api/vi-translations/questions?version=2008', level2)).json() as Array<{
      id: number;
      translations: Record<string, { questionText: string }>;
    }>;
    expect(list).toHaveLength(100);
    expect(list.every((q) => Object.keys(q.translations).join() === 'vi')).toBe(true);
    const one = await get(app, '/api/vi-translations/question/1001', level1);
    expect(one.statusCode).toBe(200);
    expect(one.json().translations.vi.questionText).toBe((await translationRow(app, 1001, 'vi'))!.questionText);
    // Question 21 of the 2025 bank is beyond a level 1 learner's first 20: not theirs to see.
    expect((await get(app, '/api/vi-translations/question/1021', level1)).statusCode).toBe(404);
    expect((await get(app, '/api/vi-translations/question/1021', level2)).statusCode).toBe(200);
    expect((await get(app, '/api/vi-translations/question/99999', level2)).statusCode).toBe(404);
  });
});

describe('a translation edit reaches learners', { timeout: 60_000 }, () => {
  it('a Korean update changes the Korean bundle of a learner: new ETag and the corrected text', async () => {
    const app = await buildTestApp();
    const { level2, admin } = await callers(app);
    const bundleUrl = '/api/content/bundle?language=ko&version=2008';
    const first = await get(app, bundleUrl, level2);
    const etag = first.headers.etag as string;
    expect(
      (await app.inject({ method: 'GET', url: bundleUrl, headers: { cookie: level2, 'if-none-match': etag } }))
        .statusCode,
    ).toBe(304);

    const ko = (await translationRow(app, 1, 'ko'))!;
    const put = await sendAs(app, admin, 'PUT', `/api/translations/${ko.id}`, {
      questionId: 1,
      language: 'ko',
      questionText: '국가의 최고법은 무엇입니까? (수정됨)',
      options: [{ id: 'option_3', text: '헌법 (수정됨)' }],
      explanation: '',
    });
    expect(put.statusCode).toBe(200);

    const after = await app.inject({
      method: 'GET',
      url: bundleUrl,
      headers: { cookie: level2, 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const question = (
      after.json() as {
        questions: Array<{
          id: number;
          translations: { ko: { questionText: string; options: Array<{ id: string; text: string }> } };
        }>;
      }
    ).questions.find((q) => q.id === 1)!;
    expect(question.translations.ko.questionText).toBe('국가의 최고법은 무엇입니까? (수정됨)');
    expect(question.translations.ko.options.find((o) => o.id === 'option_3')!.text).toBe('헌법 (수정됨)');
  });
});

import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.js';
import { PUBLIC_QUESTIONS_RATE_LIMIT } from './public-routes.js';

describe('GET /api/public/questions', { timeout: 60_000 }, () => {
  it('gives a signed-out visitor a whole bank with one translation and the categories', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/public/questions?version=2008&language=vi' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      version: string;
      language: string;
      questions: Array<{ officialNumber: number; translations: Record<string, unknown> }>;
      categories: unknown[];
    };
    expect(body).toMatchObject({ version: '2008', language: 'vi' });
    expect(body.questions.map((q) => q.officialNumber)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(body.questions.every((q) => Object.keys(q.translations).join() === 'vi')).toBe(true);
    expect(body.categories).toHaveLength(3);
    const defaults = (await app.inject({ method: 'GET', url: '/api/public/questions' })).json();
    expect(defaults).toMatchObject({ version: '2025', language: 'vi' });
    expect(defaults.questions).toHaveLength(128);
  });

  it('refuses bad input and limits the rate per client', async () => {
    const app = await buildTestApp();
    expect((await app.inject({ method: 'GET', url: '/api/public/questions?version=1999' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/public/questions?language=xx' })).statusCode).toBe(400);
    let last = 0;
    for (let i = 0; i <= PUBLIC_QUESTIONS_RATE_LIMIT.max; i += 1) {
      last = (await app.inject({ method: 'GET', url: '/api/public/questions?version=2008', remoteAddress: '10.0.0.9' }))
        .statusCode;
    }
    expect(last).toBe(429);
  }, 60_000);
});

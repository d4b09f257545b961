import { describe, expect, it } from 'vitest';
import { buildTestApp, signUp } from '../../test/helper.js';

const bundle = (app: Awaited<ReturnType<typeof buildTestApp>>, cookie: string | undefined, query = '') =>
  app.inject({ method: 'GET', url: `/api/n400/bundle${query}`, headers: cookie ? { cookie } : {} });

describe('GET /api/n400/bundle', { timeout: 120_000 }, () => {
  it('gives a level 2 learner every current Part 9 item (no legacy ones), the vocabulary and the questions, in one language, with a 304 when unchanged', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'fullmember', { level: 2 });
    const first = await bundle(app, cookie, '?language=vi');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ language: 'vi', approvalLevel: 2 });
    expect(body.part9).toHaveLength(63);
    expect(body.part9.every((i: { edition: string }) => i.edition === '01/20/25')).toBe(true);
    expect(body.part9[0]).toMatchObject({
      id: '9-1',
      number: '1',
      expectedAnswer: 'no',
      keyTerms: ['claim to be a U.S. citizen'],
    });
    expect(body.part9[0].source).toMatch(/Form N-400 \(edition 01\/20\/25\), Part 9, Item 1/);
    expect(body.part9[0].translation).toMatchObject({ reviewed: false });
    expect(body.part9[0].translation.text).toMatch(/công dân Hoa Kỳ/);
    expect(body.vocabulary).toHaveLength(124);
    expect(body.personal.length).toBeGreaterThan(59);
    const etag = first.headers.etag as string;
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/n400/bundle?language=vi',
          headers: { cookie, 'if-none-match': etag },
        })
      ).statusCode,
    ).toBe(304);
    const english = (await bundle(app, cookie, '?language=none')).json();
    expect(english.part9[0].translation).toBeNull();
  });

  it('gives a level 1 learner the first 5 items of each part only', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'starter1', { level: 1 });
    const body = (await bundle(app, cookie, '?language=es')).json();
    expect(body.approvalLevel).toBe(1);
    expect(body.part9.map((i: { id: string }) => i.id)).toEqual(['9-1', '9-2', '9-3', '9-4', '9-5.a']);
    expect(body.vocabulary).toHaveLength(5);
    expect(body.personal.map((p: { question: string }) => p.question)).toEqual([
      'What is your full name?',
      'Have you used any other names since you were born?',
      'What other names have you used?',
      'Do you want to legally change your name?',
      'What is your date of birth?',
    ]);
  });

  it('refuses anonymous callers (401), accounts not approved yet (403) and a bad language (400)', async () => {
    const app = await buildTestApp();
    const anonymous = await bundle(app, undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: 'Unauthorized' });
    const waiting = await signUp(app, 'waiting1');
    const refused = await bundle(app, waiting.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Forbidden', message: 'Your account is not approved yet' });
    const member = await signUp(app, 'member1', { level: 2 });
    const bad = await bundle(app, member.cookie, '?language=xx');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Bad Request' });
  });

  it('leaves an admin-hidden item out, and keeps seeded rows on a second seeding', async () => {
    const app = await buildTestApp();
    await app.db.updateTable('n400Part9Items').set({ isActive: 0, text: 'edited' }).where('id', '=', '9-2').execute();
    const { seedN400 } = await import('../../db/seed-n400.js');
    await seedN400(app.db);
    const row = await app.db
      .selectFrom('n400Part9Items')
      .select(['text', 'isActive'])
      .where('id', '=', '9-2')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ text: 'edited', isActive: 0 });
    const { cookie } = await signUp(app, 'member2', { level: 2 });
    const ids = (await bundle(app, cookie)).json().part9.map((i: { id: string }) => i.id);
    expect(ids).not.toContain('9-2');
    expect(ids).toHaveLength(62);
  });
});

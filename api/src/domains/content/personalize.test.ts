import { describe, expect, it } from 'vitest';
import { buildTestApp, signUp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';
import type { CivicsApp } from '../../app.js';

async function learnerIn(app: CivicsApp, name: string, state: string, testVersion: '2008' | '2025') {
  const { cookie } = await signUp(app, name, { level: 2 });
  const patched = await sendAs(app, cookie, 'PATCH', '/api/user', { state, testVersion });
  expect(patched.statusCode).toBe(200);
  return cookie;
}
const question = async (app: CivicsApp, cookie: string, id: number) => {
  const all = (await sendAs(app, cookie, 'GET', '/api/translations/questions')).json() as Array<{
    id: number;
    correctOptionId: string;
    explanation: string;
    answerAsOf?: string | null;
    options: Array<{ id: string; text: string }>;
    translations: Record<string, { options: Array<{ id: string; text: string }> }>;
  }>;
  const q = all.find((x) => x.id === id)!;
  return { q, correct: q.options.find((o) => o.id === q.correctOptionId)!.text };
};

describe('state-dependent answers', () => {
  it("names a Californian's senators, governor and capital, with the as-of date", async () => {
    const app = await buildTestApp();
    const cookie = await learnerIn(app, 'cali', 'CA', '2008');
    const senators = await question(app, cookie, 20);
    expect(senators.q.correctOptionId).toBe('option_4');
    expect(senators.correct).toBe('Adam B. Schiff or Alex Padilla');
    expect(senators.q.explanation).toContain('as of 2026-06-15');
    // One date: the explanation's, carried as data for the "as of" line the screens show.
    expect(senators.q.answerAsOf).toBe('2026-06-15');
    // A national officeholder answer dates from the bank, and its explanation carries no typed date.
    const president = await question(app, cookie, 28);
    expect(president.q.answerAsOf).toBe('2026-04-01');
    expect(president.q.explanation).not.toMatch(/As of [A-Z][a-z]+ \d{4}/);
    expect((await question(app, cookie, 43)).correct).toBe('Gavin Newsom');
    expect((await question(app, cookie, 44)).correct).toBe('Sacramento');
  });

  it("joins a state's two senators with each language's own 'or'", async () => {
    const app = await buildTestApp();
    const cookie = await learnerIn(app, 'caliint', 'CA', '2025');
    const expected: Record<string, string> = { vi: 'hoặc', ko: '또는', zh: '或', 'zh-TW': '或', es: ' o ' };
    for (const [language, or] of Object.entries(expected)) {
      const rows = (
        await sendAs(app, cookie, 'GET', `/api/translations?language=${encodeURIComponent(language)}`)
      ).json() as Array<{ questionId: number; options: Array<{ id: string; text: string }> }>;
      const text = rows.find((t) => t.questionId === 1023)!.options.find((o) => o.id === 'option_4')!.text;
      expect(text, language).toContain('Adam B. Schiff');
      expect(text, language).toContain(or);
      expect(text, language).not.toContain(' or ');
    }
  });

  it('gives D.C. residents the official special answers, in their language too', async () => {
    const app = await buildTestApp();
    const cookie = await learnerIn(app, 'dcres', 'DC', '2025');
    const senators = await question(app, cookie, 1023);
    expect(senators.correct).toBe('D.C. has no U.S. senators');
    expect((await question(app, cookie, 1061)).correct).toBe('D.C. does not have a governor');
    expect((await question(app, cookie, 1062)).correct).toBe('D.C. is not a state and does not have a capital');
    const vi = (await sendAs(app, cookie, 'GET', '/api/vi-translations/translations')).json() as Array<{
      questionId: number;
      options: Array<{ id: string; text: string }>;
    }>;
    const viSenators = vi.find((t) => t.questionId === 1023);
    expect(viSenators!.options.find((o) => o.id === 'option_4')!.text).toBe('D.C. không có Thượng nghị sĩ Hoa Kỳ');
  });

  it('gives territory residents their capital and the no-senators answer', async () => {
    const app = await buildTestApp();
    const cookie = await learnerIn(app, 'prres', 'PR', '2025');
    expect((await question(app, cookie, 1023)).correct).toBe('My territory has no U.S. senators');
    expect((await question(app, cookie, 1062)).correct).toBe('San Juan');
  });

  it('keeps the look-up answer when the state is unknown', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'nostate', { level: 2 });
    await sendAs(app, cookie, 'PATCH', '/api/user', { state: null, testVersion: '2008' });
    expect((await question(app, cookie, 20)).correct).toBe("Answers will vary by state: look up your state's senators");
  });
});

describe('PATCH /api/user', () => {
  it('changes the test version the bank answers in', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'switcher', { level: 2 });
    const patched = await sendAs(app, cookie, 'PATCH', '/api/user', { testVersion: '2008' });
    expect(patched.json().test_version).toBe('2008');
    expect((await sendAs(app, cookie, 'GET', '/api/questions')).json()).toHaveLength(100);
  });

  it('refuses bad values and anonymous callers, changing nothing', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'switcher', { level: 2 });
    for (const payload of [{ testVersion: '2020' }, { state: 'XX' }, {}, { role: 'admin' }]) {
      const response = await sendAs(app, cookie, 'PATCH', '/api/user', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await app.inject({ method: 'PATCH', url: '/api/user', payload: { testVersion: '2008' } })).statusCode).toBe(
      401,
    );
    const me = (await sendAs(app, cookie, 'GET', '/api/user')).json();
    expect(me).toMatchObject({ test_version: '2025', state: 'CA', role: 'user' });
  });
});

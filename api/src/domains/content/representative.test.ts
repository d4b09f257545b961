// Issue 19: the learner's congressional district. Chosen beside the state (PATCH /api/user, from the
// seeded seats GET /api/representatives lists), it names their Representative in the representative
// question (2008 Q23, 2025 Q29): the English and every translation (names are not translated), the
// explanation with its as-of date, the grader's accepted answers, and the bundle.
import { describe, expect, it } from 'vitest';
import type { RepresentativeDto } from '@civics/sync-protocol';
import { buildTestApp, signUp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';
import type { CivicsApp } from '../../app.js';

interface Question {
  id: number;
  correctOptionId: string;
  explanation: string;
  answerAsOf?: string | null;
  officialAnswers?: string[];
  options: Array<{ id: string; text: string }>;
  translations?: Record<string, { options: Array<{ id: string; text: string }>; explanation: string }>;
}
const Q23_2008 = 23;
const Q29_2025 = 1029;
const LOOK_UP = 'Answers will vary: name your U.S. Representative';

const seats = async (app: CivicsApp, state: string) =>
  (await app.inject({ method: 'GET', url: `/api/representatives?state=${state}` })).json() as RepresentativeDto[];
const patch = (app: CivicsApp, cookie: string | undefined, payload: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: '/api/user', ...(cookie ? { headers: { cookie } } : {}), payload });
async function questionOf(app: CivicsApp, cookie: string, id: number): Promise<Question> {
  const all = (await sendAs(app, cookie, 'GET', '/api/translations/questions')).json() as Question[];
  return all.find((q) => q.id === id)!;
}
const correctText = (q: { options: Array<{ id: string; text: string }> }, correctOptionId: string) =>
  q.options.find((o) => o.id === correctOptionId)!.text;

describe('GET /api/representatives', () => {
  it("lists a state's seats in district order, one for an at-large state, D.C.'s Delegate", async () => {
    const app = await buildTestApp();
    const texas = await seats(app, 'TX');
    expect(texas.length).toBeGreaterThan(30);
    expect(texas.every((r) => r.state === 'TX' && r.district >= 1 && !r.delegateOrCommissioner)).toBe(true);
    expect(texas.map((r) => r.district)).toEqual([...texas.map((r) => r.district)].sort((a, b) => a - b));
    expect(await seats(app, 'AK')).toEqual([
      expect.objectContaining({ district: 0, name: 'Nicholas J. Begich III', delegateOrCommissioner: false }),
    ]);
    expect(await seats(app, 'DC')).toEqual([
      expect.objectContaining({ district: 0, name: 'Eleanor Holmes Norton', delegateOrCommissioner: true }),
    ]);
  });

  it('refuses a place that is not a state, D.C. or a territory, with a clear message', async () => {
    const app = await buildTestApp();
    for (const url of ['/api/representatives?state=ZZ', '/api/representatives', '/api/representatives?state=Texas']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });
});

describe('the district on the account', () => {
  it('is stored when it is one of the state’s seats, and a new state clears it', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'texan', { level: 2, state: 'TX' });
    const seat = (await seats(app, 'TX'))[6]!;
    const patched = await patch(app, cookie, { congressionalDistrict: seat.district });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ state: 'TX', congressional_district: seat.district });
    // State and district in one change: the district is checked against the new state.
    expect((await patch(app, cookie, { state: 'AK', congressionalDistrict: 0 })).json()).toMatchObject({
      state: 'AK',
      congressional_district: 0,
    });
    // A new state alone clears it: district 7 of Texas means nothing in Ohio.
    expect((await patch(app, cookie, { state: 'OH' })).json()).toMatchObject({
      state: 'OH',
      congressional_district: null,
    });
    const me = (await sendAs(app, cookie, 'GET', '/api/user')).json();
    expect(me).toMatchObject({ state: 'OH', congressional_district: null });
  });

  it('refuses a district the state does not have, a district without a state, and anonymous callers, storing nothing', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'texan2', { level: 2, state: 'TX' });
    expect((await patch(app, cookie, { congressionalDistrict: 2 })).statusCode).toBe(200);
    for (const payload of [
      { congressionalDistrict: 99 },
      { congressionalDistrict: 0 }, // Texas has no at-large seat.
      { congressionalDistrict: -1 },
      { congressionalDistrict: 'seven' },
      { congressionalDistrict: 1.5 },
      { state: 'AK', congressionalDistrict: 2 },
      { state: null, congressionalDistrict: 1 },
    ]) {
      const response = await patch(app, cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({
        error: expect.any(String),
        message: expect.any(String),
      });
    }
    expect((await patch(app, cookie, { congressionalDistrict: 99 })).json().message).toBe(
      'Please choose a congressional district of your state',
    );
    expect((await patch(app, undefined, { congressionalDistrict: 3 })).statusCode).toBe(401);
    const me = (await sendAs(app, cookie, 'GET', '/api/user')).json();
    expect(me).toMatchObject({ state: 'TX', congressional_district: 2 });
  });
});

describe('the representative question', () => {
  it('keeps the look-up answer until the learner chooses a district', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'nodistrict', { level: 2, state: 'TX' });
    await patch(app, cookie, { testVersion: '2008' });
    const q = await questionOf(app, cookie, Q23_2008);
    expect(correctText(q, q.correctOptionId)).toBe(LOOK_UP);
    const bundle = (await sendAs(app, cookie, 'GET', '/api/content/bundle?language=vi&version=2008')).json();
    expect(bundle.representative).toBeNull();
  });

  it("names the learner's Representative in English, every translation, the explanation and the grader's answers", async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'houston', { level: 2, state: 'TX' });
    const seat = (await seats(app, 'TX')).find((r) => r.district === 7)!;
    await patch(app, cookie, { testVersion: '2008', congressionalDistrict: 7 });
    const q = await questionOf(app, cookie, Q23_2008);
    expect(correctText(q, q.correctOptionId)).toBe(seat.name);
    expect(q.explanation).toContain(
      `The U.S. Representative for Texas's congressional district 7 is ${seat.name} (${seat.party}), as of ${seat.asOf}.`,
    );
    expect(q.answerAsOf).toBe(seat.asOf);
    expect(q.officialAnswers).toContain(seat.name);
    for (const language of ['vi', 'ko', 'zh', 'zh-TW', 'es']) {
      const t = q.translations![language]!;
      expect(correctText(t, q.correctOptionId), language).toBe(seat.name);
      expect(t.explanation, language).toContain(`Texas 7: ${seat.name} (${seat.asOf})`);
    }
    // The other options stay as they were.
    expect(q.options.filter((o) => o.id !== q.correctOptionId).map((o) => o.text)).not.toContain(seat.name);
  });

  it('travels in the bundle, 2025 bank too, with the Representative the device scores it by', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'anchorage', { level: 2, state: 'AK' });
    await patch(app, cookie, { congressionalDistrict: 0 });
    const bundle = (await sendAs(app, cookie, 'GET', '/api/content/bundle?language=ko')).json() as {
      representative: RepresentativeDto | null;
      questions: Question[];
    };
    expect(bundle.representative).toMatchObject({ state: 'AK', district: 0, name: 'Nicholas J. Begich III' });
    const q = bundle.questions.find((x) => x.id === Q29_2025)!;
    expect(correctText(q, q.correctOptionId)).toBe('Nicholas J. Begich III');
    expect(q.explanation).toContain(
      'The U.S. Representative for Alaska (one member, elected at large) is Nicholas J. Begich III',
    );
    expect(correctText(q.translations!.ko!, q.correctOptionId)).toBe('Nicholas J. Begich III');
  });

  it("names D.C.'s Delegate as a non-voting member", async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'dcdelegate', { level: 2, state: 'DC' });
    await patch(app, cookie, { congressionalDistrict: 0 });
    const q = await questionOf(app, cookie, Q29_2025);
    expect(correctText(q, q.correctOptionId)).toBe('Eleanor Holmes Norton');
    expect(q.explanation).toContain(
      'The Delegate of District of Columbia in the U.S. House of Representatives (a non-voting member) is Eleanor Holmes Norton',
    );
  });
});

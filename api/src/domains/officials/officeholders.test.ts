// The President, Vice President, Speaker and Chief Justice as dated officeholders (issue 19): an
// admin schedules a new Speaker from a day; the name reaches the English and the translation, the
// accepted answers follow the holder, and the bundle carries the change ahead of the day.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOn, type OptionDto, type QuestionTranslationDto } from '@civics/sync-protocol';
import type { DatedAnswer } from '@civics/sync-protocol/official-dates';
import { buildTestApp, signUp } from '../../test/helper.js';
import { callAs, fetchAs, sendAs } from '../../test/requests.js';
import { countRows } from '../../test/rows.js';
import { adminAppAt, bundleOf, correctText, learnerIn, XHR } from './test-kit.js';

const at = (iso: string) => vi.setSystemTime(new Date(iso));
afterEach(() => vi.useRealTimers());

type Q = DatedAnswer<OptionDto, QuestionTranslationDto> & { id: number; correctOptionId: string };
const newSpeaker = { office: 'speaker', name: 'Jordan Speaker', party: 'Democratic', validFrom: '2027-01-03' };

const state = async (app: Awaited<ReturnType<typeof buildTestApp>>) => ({
  holders: await app.db.selectFrom('officeholders').selectAll().orderBy('id').execute(),
  audit: await countRows(app, 'auditLog'),
});

describe('officeholders with effective dates', { timeout: 60_000 }, () => {
  it('a new Speaker reaches English, Vietnamese and the accepted answers on the day, ahead in the bundle', async () => {
    const { app, admin } = await adminAppAt('2026-12-20T12:00:00Z');
    const learner2025 = await learnerIn(app, 'speaker2025', 'TX', '2025');
    const learner2008 = await learnerIn(app, 'speaker2008', 'TX', '2008');
    expect(await correctText(app, learner2025, 1030)).toBe('Mike Johnson');

    const created = await fetchAs(app, admin.cookie, 'POST', '/api/admin/officeholders', newSpeaker);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      office: 'speaker',
      name: 'Jordan Speaker',
      status: 'scheduled',
      validFrom: '2027-01-03',
    });
    const audit = await app.db
      .selectFrom('auditLog')
      .select(['action', 'entity'])
      .where('entity', '=', 'officeholder')
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'replace']);

    for (const [cookie, id] of [
      [learner2025, 1030],
      [learner2008, 47],
    ] as const) {
      const q = (await bundleOf(app, cookie)).body.questions.find((x) => x.id === id) as unknown as Q;
      const correctOn = (day: string, language?: string) => {
        const on = answerOn(q, day);
        return (language ? on.translations![language]!.options : on.options).find((o) => o.id === q.correctOptionId)!
          .text;
      };
      expect(correctOn('2027-01-02')).toBe('Mike Johnson');
      expect(correctOn('2027-01-02', 'vi')).toBe('Mike Johnson');
      expect(correctOn('2027-01-03')).toBe('Jordan Speaker');
      expect(correctOn('2027-01-03', 'vi')).toBe('Jordan Speaker');
      const day = answerOn(q, '2027-01-03');
      expect(day.explanation).toContain('Jordan Speaker');
      expect(day.translations!.vi!.explanation).toContain('Chủ tịch Hạ viện là Jordan Speaker');
      expect(day.officialAnswers).toEqual(expect.arrayContaining(['Jordan Speaker', 'Speaker']));
      expect(day.officialAnswers!.some((a) => a.includes('Johnson'))).toBe(false);
      // No distractor repeats the new name; the former holder is still among the options.
      expect(day.options.filter((o) => o.text === 'Jordan Speaker')).toHaveLength(1);
    }

    // Online, the server answers as of its own day.
    at('2027-01-02T12:00:00Z');
    expect(await correctText(app, learner2025, 1030)).toBe('Mike Johnson');
    at('2027-01-03T12:00:00Z');
    expect(await correctText(app, learner2025, 1030)).toBe('Jordan Speaker');
    const vi2008 = (await sendAs(app, learner2008, 'GET', '/api/vi-translations/questions')).json() as Array<{
      id: number;
      correctOptionId: string;
      translations: { vi: { options: Array<{ id: string; text: string }> } };
    }>;
    const q47 = vi2008.find((q) => q.id === 47)!;
    expect(q47.translations.vi.options.find((o) => o.id === q47.correctOptionId)!.text).toBe('Jordan Speaker');
    // The stored question text is untouched: the rows render it.
    const stored = await app.db
      .selectFrom('questions')
      .select('options')
      .where('id', '=', 47)
      .executeTakeFirstOrThrow();
    expect(stored.options).toContain('Mike Johnson');
  });

  it('refuses bad input and a past date without confirmation, storing nothing; cancels a scheduled holder', async () => {
    const { app, admin } = await adminAppAt('2026-11-25T12:00:00Z');
    const post = (payload: object) => fetchAs(app, admin.cookie, 'POST', '/api/admin/officeholders', payload);
    const before = await state(app);
    for (const payload of [
      { ...newSpeaker, office: 'king' },
      { ...newSpeaker, name: '   ' },
      { ...newSpeaker, validFrom: '2027-02-30' },
      { office: 'speaker', name: 'No Date' },
      { ...newSpeaker, extra: 1 },
    ]) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Bad Request', message: expect.any(String) });
    }
    const past = await post({ ...newSpeaker, validFrom: '2020-12-07' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(
      '2020-12-07 is in the past: answers learners were already given would change. Confirm the past date to save it.',
    );
    expect(await state(app)).toEqual(before);

    const scheduled = await post(newSpeaker);
    expect(scheduled.statusCode).toBe(201);
    const second = await post({ ...newSpeaker, name: 'Someone Else' });
    expect(second.statusCode).toBe(409);
    const cancelled = await callAs(app, admin.cookie, 'DELETE', `/api/admin/officeholders/${scheduled.json().id}`);
    expect(cancelled.json()).toMatchObject({ status: 'retired' });
    const list = (await sendAs(app, admin.cookie, 'GET', '/api/admin/officeholders')).json() as Array<{
      office: string;
      name: string;
      status: string;
      validUntil: string | null;
    }>;
    expect(list.find((h) => h.name === 'Mike Johnson')).toMatchObject({ status: 'current', validUntil: null });
    expect((await callAs(app, admin.cookie, 'DELETE', '/api/admin/officeholders/99999')).statusCode).toBe(404);

    const confirmed = await post({ ...newSpeaker, validFrom: '2026-11-01', confirmPastDate: true });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json()).toMatchObject({ status: 'current' });
  });

  it('answers 401 anonymous and 403 to learners', async () => {
    const app = await buildTestApp();
    const learner = await signUp(app, 'plain', { level: 2 });
    const before = await state(app);
    const calls = [
      { method: 'GET', url: '/api/admin/officeholders' },
      { method: 'POST', url: '/api/admin/officeholders', payload: { ...newSpeaker, validFrom: '2030-01-03' } },
      { method: 'DELETE', url: '/api/admin/officeholders/1' },
    ] as const;
    for (const call of calls) {
      expect((await app.inject(call as never)).statusCode).toBe(401);
      expect((await app.inject({ ...call, headers: { ...XHR, cookie: learner.cookie } } as never)).statusCode).toBe(
        403,
      );
    }
    expect(await state(app)).toEqual(before);
  });
});

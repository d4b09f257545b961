// The device decides the day, not the server (issue 19): a learner in Honolulu who syncs on the
// evening before inauguration day (already the next day in UTC) still receives the outgoing governor,
// with the answer as it reads on their day, and the successor's answer for the morning after.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOn, isServingOn, type OptionDto, type QuestionTranslationDto } from '@civics/sync-protocol';
import type { DatedAnswer } from '@civics/sync-protocol/official-dates';
import { adminAppAt, bundleOf, enterGovernor, learnerIn } from './test-kit.js';

const at = (iso: string) => vi.setSystemTime(new Date(iso));
afterEach(() => vi.useRealTimers());

type Q = DatedAnswer<OptionDto, QuestionTranslationDto> & { id: number; correctOptionId: string };

describe('a sync on the evening before a change day', { timeout: 60_000 }, () => {
  it('carries the outgoing governor and answer while UTC has already turned', async () => {
    const { app, admin } = await adminAppAt('2026-11-25T12:00:00Z');
    const hawaiian = await learnerIn(app, 'hawaiian', 'HI', '2008');
    const governors = async () =>
      (await app.db.selectFrom('governors').select(['governorName']).where('state', '=', 'HI').execute()).map(
        (g) => g.governorName,
      );
    const outgoing = (await governors())[0]!;
    await enterGovernor(app, admin.cookie, {
      state: 'HI',
      governorName: 'Kai Example',
      partisanship: 'Democratic',
      validFrom: '2026-12-07',
    });

    // 2026-12-07T03:00Z is 17:00 on 2026-12-06 in Honolulu.
    at('2026-12-07T03:00:00Z');
    const { body } = await bundleOf(app, hawaiian);
    const hi = body.governors.filter((g) => g.state === 'HI') as Array<{
      governorName: string;
      validFrom: string | null;
      validUntil: string | null;
    }>;
    const servingOn = (day: string) => hi.filter((g) => isServingOn(g, day)).map((g) => g.governorName);
    expect(servingOn('2026-12-06')).toEqual([outgoing]);
    expect(servingOn('2026-12-07')).toEqual(['Kai Example']);

    const q43 = body.questions.find((q) => q.id === 43) as unknown as Q;
    const correctOn = (day: string, language?: string) => {
      const q = answerOn(q43, day);
      const options = language ? q.translations![language]!.options : q.options;
      return options.find((o) => o.id === q43.correctOptionId)!.text;
    };
    expect(correctOn('2026-12-06')).toBe(outgoing);
    expect(correctOn('2026-12-06', 'vi')).toBe(outgoing);
    expect(answerOn(q43, '2026-12-06').officialAnswers).toContain(outgoing);
    expect(correctOn('2026-12-07')).toBe('Kai Example');
    expect(correctOn('2026-12-07', 'vi')).toBe('Kai Example');
    expect(answerOn(q43, '2026-12-07').officialAnswers).not.toContain(outgoing);

    // Two days on, yesterday is the successor's first day: the outgoing governor no longer travels.
    at('2026-12-09T03:00:00Z');
    const later = (await bundleOf(app, hawaiian)).body;
    expect(later.governors.filter((g) => g.state === 'HI').map((g) => g.governorName)).toEqual(['Kai Example']);
    expect(later.questions.find((q) => q.id === 43)!.answerVariants).toBeUndefined();
  });
});

// An elected senator or governor entered with the day they take office becomes the learner's
// correct answer on that day and not before: on the server (which answers as of today), and on a
// device offline (the bundle carries the dated row and answer, and the shared rule picks by date).
// "Today" is moved with vitest's clock (only Date is faked), so the real code path runs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOn, isServingOn, type OptionDto, type QuestionTranslationDto } from '@civics/sync-protocol';
import type { DatedAnswer } from '@civics/sync-protocol/official-dates';
import { callAs, fetchAs } from '../../test/requests.js';
import {
  adminAppAt,
  bundleOf,
  correctText,
  enterGovernor,
  learnerIn,
  newTexasSenator as newSenator,
} from './test-kit.js';

const at = (iso: string) => vi.setSystemTime(new Date(iso));
afterEach(() => vi.useRealTimers());

describe('an officials change with an effective date', { timeout: 60_000 }, () => {
  it('switches the correct option of 2008 Q20 and 2025 Q23 on inauguration day, not before', async () => {
    const { app, admin } = await adminAppAt('2026-12-20T15:00:00Z');
    const old2008 = await learnerIn(app, 'tex2008', 'TX', '2008');
    const old2025 = await learnerIn(app, 'tex2025', 'TX', '2025');
    expect(await correctText(app, old2008, 20)).toBe('John Cornyn or Ted Cruz');

    const created = await fetchAs(app, admin.cookie, 'POST', '/api/admin/senators', newSenator);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      senatorName: 'Jordan Example',
      status: 'scheduled',
      validFrom: '2027-01-03',
      inaugurationDay: '2027-01-03',
    });

    const texans = async () =>
      (
        (await app.inject({ method: 'GET', url: '/api/senators' })).json() as Array<{
          state: string;
          senatorName: string;
        }>
      )
        .filter((s) => s.state === 'TX')
        .map((s) => s.senatorName);
    for (const before of ['2026-12-20T16:00:00Z', '2027-01-02T23:59:00Z']) {
      at(before);
      expect(await correctText(app, old2008, 20)).toBe('John Cornyn or Ted Cruz');
      expect(await correctText(app, old2025, 1023)).toBe('John Cornyn or Ted Cruz');
      expect(await texans()).toEqual(['John Cornyn', 'Ted Cruz']);
    }

    at('2027-01-03T00:05:00Z');
    expect(await correctText(app, old2008, 20)).toBe('Jordan Example or Ted Cruz');
    expect(await correctText(app, old2025, 1023)).toBe('Jordan Example or Ted Cruz');
    expect(await texans()).toEqual(['Jordan Example', 'Ted Cruz']);
    const questions = (await fetchAs(app, old2008, 'GET', '/api/questions')).json() as Array<{
      id: number;
      explanation: string;
    }>;
    expect(questions.find((q) => q.id === 20)!.explanation).toContain(
      'Jordan Example (Independent) and Ted Cruz (Republican), as of 2027-01-03',
    );
    // The admin list now shows the former holder retired by the successor.
    const list = (await fetchAs(app, admin.cookie, 'GET', '/api/admin/senators')).json() as Array<{
      senatorName: string;
      status: string;
      validUntil: string | null;
    }>;
    expect(list.find((s) => s.senatorName === 'John Cornyn')).toMatchObject({
      status: 'retired',
      validUntil: '2027-01-03',
    });
  });

  it('puts the future row and the dated answer in the bundle, and the device rule picks them by date', async () => {
    const { app, admin } = await adminAppAt('2026-11-30T12:00:00Z');
    const texan = await learnerIn(app, 'texan', 'TX', '2008');
    const alaskan = await learnerIn(app, 'alaskan', 'AK', '2025');
    const before = await bundleOf(app, texan);
    expect(before.body.questions.find((q) => q.id === 20)!.answerVariants).toBeUndefined();

    expect((await fetchAs(app, admin.cookie, 'POST', '/api/admin/senators', newSenator)).statusCode).toBe(201);
    const governor = {
      state: 'AK',
      governorName: 'Casey Example',
      partisanship: 'Republican',
      validFrom: '2026-12-07',
    };
    await enterGovernor(app, admin.cookie, governor);

    const after = await bundleOf(app, texan);
    expect(after.etag).not.toBe(before.etag);
    const txSenators = after.body.senators.filter((s) => s.state === 'TX') as Array<{
      senatorName: string;
      validFrom: string | null;
      validUntil: string | null;
    }>;
    expect(txSenators.map((s) => s.senatorName).sort()).toEqual(['John Cornyn', 'Jordan Example', 'Ted Cruz']);
    const servingOn = (day: string) =>
      txSenators
        .filter((s) => isServingOn(s, day))
        .map((s) => s.senatorName)
        .sort();
    expect(servingOn('2027-01-02')).toEqual(['John Cornyn', 'Ted Cruz']);
    expect(servingOn('2027-01-03')).toEqual(['Jordan Example', 'Ted Cruz']);

    type Q = DatedAnswer<OptionDto, QuestionTranslationDto> & { id: number; correctOptionId: string };
    const q20 = after.body.questions.find((q) => q.id === 20) as unknown as Q;
    const correctOn = (day: string, language?: string) => {
      const q = answerOn(q20, day);
      const options = language ? q.translations![language]!.options : q.options;
      return options.find((o) => o.id === q20.correctOptionId)!.text;
    };
    expect(correctOn('2027-01-02')).toBe('John Cornyn or Ted Cruz');
    expect(correctOn('2027-01-03')).toBe('Jordan Example or Ted Cruz');
    // Joined by the language's own 'or' (issue 19).
    expect(correctOn('2027-01-03', 'vi')).toBe('Jordan Example hoặc Ted Cruz');
    expect(answerOn(q20, '2027-01-03').officialAnswers).toContain('Jordan Example');
    // The governor question of a Texan has no change coming: no variants travel for it.
    expect(after.body.questions.find((q) => q.id === 43)!.answerVariants).toBeUndefined();

    const ak = (await bundleOf(app, alaskan)).body;
    const q61 = ak.questions.find((q) => q.id === 1061) as unknown as Q;
    const governorOn = (day: string) => answerOn(q61, day).options.find((o) => o.id === q61.correctOptionId)!.text;
    expect(governorOn('2026-12-06')).toBe('Mike Dunleavy');
    expect(governorOn('2026-12-07')).toBe('Casey Example');
    // An Alaskan does not receive the Texan's senators question variants, nor rows beyond 90 days.
    expect(ak.questions.find((q) => q.id === 1023)!.answerVariants).toBeUndefined();
    await enterGovernor(app, admin.cookie, {
      ...governor,
      state: 'CA',
      governorName: 'Far Future',
      validFrom: '2027-06-01',
    });
    expect((await bundleOf(app, alaskan)).body.governors.some((g) => g.governorName === 'Far Future')).toBe(false);
  });

  it('cancels a scheduled successor (the holder keeps the seat) and refuses a second one or a third seat', async () => {
    const { app, admin } = await adminAppAt('2026-12-20T15:00:00Z');
    const cookie = await learnerIn(app, 'tex', 'TX', '2008');
    const created = (await fetchAs(app, admin.cookie, 'POST', '/api/admin/senators', newSenator)).json() as {
      id: number;
    };
    const second = await fetchAs(app, admin.cookie, 'POST', '/api/admin/senators', {
      ...newSenator,
      senatorName: 'Another Person',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'Jordan Example already takes this seat on 2027-01-03: edit or retire that entry first.',
    );
    const third = await fetchAs(app, admin.cookie, 'POST', '/api/admin/senators', { ...newSenator, senateClass: 3 });
    expect(third.statusCode).toBe(400);
    expect(third.json().message).toContain('Texas has two Senate seats');

    // Moving the start day moves the predecessor's last day with it.
    const moved = await fetchAs(app, admin.cookie, 'PUT', `/api/admin/senators/${created.id}`, {
      validFrom: '2027-01-05',
    });
    expect(moved.statusCode).toBe(200);
    at('2027-01-04T12:00:00Z');
    expect(await correctText(app, cookie, 20)).toBe('John Cornyn or Ted Cruz');
    at('2026-12-21T12:00:00Z');
    const cancelled = await callAs(app, admin.cookie, 'DELETE', `/api/admin/senators/${created.id}`);
    expect(cancelled.json()).toMatchObject({ status: 'retired' });
    const again = await callAs(app, admin.cookie, 'DELETE', `/api/admin/senators/${created.id}`);
    expect(again.statusCode).toBe(409);
    at('2027-01-10T12:00:00Z');
    expect(await correctText(app, cookie, 20)).toBe('John Cornyn or Ted Cruz');
  });
});

// Issue 19: an effective date in the past (a typo of 2020-12-07 replaced Hawaii's governor for
// everyone) needs the admin's explicit confirmation: without it a clear 400 and nothing stored.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminAppAt, snapshot } from './test-kit.js';

afterEach(() => vi.useRealTimers());

/** Ohio's class 3 seat from yesterday (the clock stands at 2026-11-25). */
const pastSenator = {
  state: 'OH',
  senatorName: 'Past Person',
  partisanship: 'Republican',
  senateClass: 3,
  validFrom: '2026-11-24',
};

describe('a past effective date', { timeout: 60_000 }, () => {
  it('is refused without confirmPastDate when adding or moving a governor or senator, and saved with it', async () => {
    const { app, cookie } = await adminAppAt('2026-11-25T12:00:00Z');
    const headers = { 'x-requested-with': 'fetch', cookie };
    const typo = { state: 'HI', governorName: 'Typo Governor', partisanship: 'Democratic', validFrom: '2020-12-07' };
    const before = await snapshot(app);
    const refused = await app.inject({ method: 'POST', url: '/api/admin/governors', headers, payload: typo });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'Bad Request',
      message:
        '2020-12-07 is in the past: answers learners were already given would change. Confirm the past date to save it.',
    });
    const senator = await app.inject({
      method: 'POST',
      url: '/api/admin/senators',
      headers,
      payload: pastSenator,
    });
    expect(senator.statusCode).toBe(400);
    expect(await snapshot(app)).toEqual(before);

    // Today and later need no confirmation.
    const scheduled = await app.inject({
      method: 'POST',
      url: '/api/admin/governors',
      headers,
      payload: { ...typo, governorName: 'Kai Example', validFrom: '2026-12-07' },
    });
    expect(scheduled.statusCode).toBe(201);
    // Moving that start into the past is refused the same way.
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/admin/governors/${scheduled.json().id}`,
      headers,
      payload: { validFrom: '2026-11-01' },
    });
    expect(moved.statusCode).toBe(400);
    expect(
      (
        await app.db
          .selectFrom('governors')
          .select('validFrom')
          .where('id', '=', scheduled.json().id)
          .executeTakeFirstOrThrow()
      ).validFrom,
    ).toBe('2026-12-07');
    // Renaming without touching the date needs no confirmation.
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/admin/governors/${scheduled.json().id}`,
          headers,
          payload: { governorName: 'Kai Example Jr.' },
        })
      ).statusCode,
    ).toBe(200);

    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/admin/senators',
      headers,
      payload: { ...pastSenator, confirmPastDate: true },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json()).toMatchObject({ senatorName: 'Past Person', status: 'current', validFrom: '2026-11-24' });
  });
});

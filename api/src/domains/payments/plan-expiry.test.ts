// End dates: monthly and yearly arithmetic, and the drop back to level 1 when the date passes.
import { describe, expect, it } from 'vitest';
import { buildTestApp, postLogin, signUp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';
import { addMonths, nextEndDate } from '../../services/plan-level.js';

describe('plan end dates', () => {
  it('adds calendar months in UTC, keeping to the last day of a shorter month', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(new Date('2026-03-15T00:00:00Z'), 12).toISOString()).toBe('2027-03-15T00:00:00.000Z');
  });

  it('renews from the later of now and the current end date; lifetime and permanent access keep no end date', () => {
    const now = new Date('2026-05-10T12:00:00Z');
    expect(nextEndDate({ approvalLevel: 1, endDate: null }, 'monthly', now)).toBe('2026-06-10T12:00:00.000Z');
    expect(nextEndDate({ approvalLevel: 2, endDate: '2026-05-20T00:00:00.000Z' }, 'monthly', now)).toBe(
      '2026-06-20T00:00:00.000Z',
    );
    expect(nextEndDate({ approvalLevel: 1, endDate: '2026-01-01T00:00:00.000Z' }, 'yearly', now)).toBe(
      '2027-05-10T12:00:00.000Z',
    );
    expect(nextEndDate({ approvalLevel: 1, endDate: null }, 'one-time', now)).toBeNull();
    expect(nextEndDate({ approvalLevel: 2, endDate: null }, 'monthly', now)).toBeNull();
  });

  it('a learner whose end date passed is back at level 1 in the content bundle and on GET /api/user, audited', async () => {
    const app = await buildTestApp();
    const learner = await signUp(app, 'expire1', { level: 2 });
    const past = new Date(Date.now() - 60_000).toISOString();
    await app.db.updateTable('users').set({ endDate: past }).where('id', '=', learner.user.id).execute();

    const bundle = await sendAs(app, learner.cookie, 'GET', '/api/content/bundle?language=none');
    expect(bundle.json().approvalLevel).toBe(1);
    const me = (await sendAs(app, learner.cookie, 'GET', '/api/user')).json();
    expect(me).toMatchObject({ approval_level: 1, end_date: past });
    const audit = await app.db
      .selectFrom('auditLog')
      .select(['action', 'entityId'])
      .where('entity', '=', 'user')
      .execute();
    expect(audit).toEqual([{ action: 'expire', entityId: String(learner.user.id) }]);
  });

  it('an end date that passed drops the level at sign-in; one still ahead keeps level 2', async () => {
    const app = await buildTestApp();
    const other = await signUp(app, 'expire2', { level: 2 });
    await app.db.updateTable('users').set({ endDate: '2020-01-01' }).where('id', '=', other.user.id).execute();
    const login = await postLogin(app, { username: 'expire2', password: 'secret123' });
    expect(login.json().approval_level).toBe(1);

    const current = await signUp(app, 'expire3', { level: 2 });
    const future = new Date(Date.now() + 3600_000).toISOString();
    await app.db.updateTable('users').set({ endDate: future }).where('id', '=', current.user.id).execute();
    expect((await sendAs(app, current.cookie, 'GET', '/api/user')).json().approval_level).toBe(2);
  });
});

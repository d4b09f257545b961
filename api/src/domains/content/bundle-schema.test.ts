// The content bundle goes out through its sync-protocol schema (issue 35): the route serializes
// what buildBundle makes with ContentBundle, so a field the schema does not list would silently
// vanish on the way to the device. This compares the two, on a bundle that carries everything.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Value } from 'typebox/value';
import { ContentBundle } from '@civics/sync-protocol';
import { adminAppAt, learnerIn, newTexasSenator } from '../officials/test-kit.js';
import { buildBundle } from './bundle-routes.js';
import { fetchAs, sendAs } from '../../test/requests.js';

afterEach(() => vi.useRealTimers());

describe('the content bundle schema', { timeout: 60_000 }, () => {
  it('sends every field the route builds: translations, officials with portraits and terms, answer variants, the representative', async () => {
    const { app, admin } = await adminAppAt('2026-12-20T15:00:00Z');
    const cookie = await learnerIn(app, 'bundletex', 'TX', '2025');
    const chosen = await sendAs(app, cookie, 'PATCH', '/api/user', { congressionalDistrict: 7 });
    expect(chosen.statusCode).toBe(200);
    // A senator taking office within the look-ahead: the senators question carries an answer variant.
    const created = await fetchAs(app, admin.cookie, 'POST', '/api/admin/senators', newTexasSenator);
    expect(created.statusCode).toBe(201);

    const sent = await sendAs(app, cookie, 'GET', '/api/content/bundle?language=vi');
    expect(sent.statusCode).toBe(200);
    const user = await app.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'bundletex')
      .executeTakeFirstOrThrow();
    const built = JSON.parse(JSON.stringify(await buildBundle(app.db, user, { language: 'vi' }))) as ContentBundle;

    expect(sent.json()).toEqual(built);
    expect(Value.Check(ContentBundle, built)).toBe(true);
    // What the comparison covers: each part the schema could drop is there.
    expect(built.questions.some((q) => (q.answerVariants ?? []).length > 0)).toBe(true);
    expect(built.questions.some((q) => q.translations?.vi)).toBe(true);
    expect(built.senators.some((s) => s.senatorName === 'Jordan Example' && s.validFrom === '2027-01-03')).toBe(true);
    expect(built.representative).toMatchObject({ state: 'TX', district: 7 });
    await app.close();
  });
});

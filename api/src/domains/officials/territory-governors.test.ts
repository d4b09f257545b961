// Territory residents: USCIS accepts their territory's governor as the answer to "Who is the
// Governor of your state now?", and the territory has no U.S. senators.
import { describe, expect, it } from 'vitest';
import { buildTestApp, signInAdmin } from '../../test/helper.js';
import { fetchAs } from '../../test/requests.js';
import { countRows } from '../../test/rows.js';
import { correctText, enterGovernor, learnerIn } from './test-kit.js';
import { seedTerritoryGovernors } from './territory-governors.js';

describe('territory governors', { timeout: 60_000 }, () => {
  it('are the official answer of a territory learner, in both test versions, and listed publicly', async () => {
    const app = await buildTestApp();
    const inPuertoRico = await learnerIn(app, 'boricua', 'PR', '2008');
    const inGuam = await learnerIn(app, 'guam2025', 'GU', '2025');
    expect(await correctText(app, inPuertoRico, 43)).toBe('Jenniffer González-Colón');
    expect(await correctText(app, inPuertoRico, 20)).toBe('My territory has no U.S. senators');
    expect(await correctText(app, inGuam, 1061)).toBe('Lou Leon Guerrero');

    const governors = (await app.inject({ method: 'GET', url: '/api/governors' })).json() as Array<{
      state: string;
      stateName: string;
      governorName: string;
    }>;
    expect(
      governors
        .filter((g) => ['AS', 'GU', 'MP', 'PR', 'VI'].includes(g.state))
        .map((g) => `${g.state} ${g.stateName}`)
        .sort(),
    ).toEqual([
      'AS American Samoa',
      'GU Guam',
      'MP Northern Mariana Islands',
      'PR Puerto Rico',
      'VI U.S. Virgin Islands',
    ]);
  });

  it('are added once: a second start adds nothing and never revives a governor an admin retired', async () => {
    const app = await buildTestApp();
    const admin = await signInAdmin(app);
    const guam = await app.db.selectFrom('governors').select('id').where('state', '=', 'GU').executeTakeFirstOrThrow();
    const retired = await fetchAs(app, admin.cookie, 'DELETE', `/api/admin/governors/${guam.id}`);
    expect(retired.statusCode).toBe(200);
    expect(await seedTerritoryGovernors(app.db)).toBe(0);
    const rows = await app.db.selectFrom('governors').select(['state', 'isActive']).where('state', '=', 'GU').execute();
    expect(rows).toEqual([{ state: 'GU', isActive: 0 }]);
  });

  it("let an admin enter a territory's next governor, but no senator for a territory", async () => {
    const app = await buildTestApp();
    const admin = await signInAdmin(app);
    const successor = {
      state: 'VI',
      governorName: 'Virgin Islands Example',
      partisanship: 'Independent',
      validFrom: '2099-01-05',
    };
    const created = await enterGovernor(app, admin.cookie, successor);
    expect(created.json()).toMatchObject({ state: 'VI', stateName: 'U.S. Virgin Islands', status: 'scheduled' });

    const before = await countRows(app, 'senators');
    const senator = { state: 'VI', senatorName: 'Nobody Example', partisanship: 'Independent', senateClass: 1 };
    const refused = await fetchAs(app, admin.cookie, 'POST', '/api/admin/senators', senator);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    const after = await countRows(app, 'senators');
    expect(after).toBe(before);
  });
});

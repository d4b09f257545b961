import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, signInAdmin, signUp } from '../../test/helper.js';

vi.setConfig({ testTimeout: 60_000 });

const xhr = { 'x-requested-with': 'XMLHttpRequest' };

interface Entry {
  summary: string;
  entity: string;
  changes: Array<{ field: string; before: string | null; after: string | null }>;
}

describe('audit log as sentences', () => {
  it('names the actor and the target, says what changed, filters and exports CSV', async () => {
    const app = await buildTestApp();
    const learner = await signUp(app, 'minh_ng');
    const admin = await signInAdmin(app);
    const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      app.inject({ method, url, payload, headers: { cookie: admin.cookie, ...xhr } });

    expect((await as('POST', `/api/admin/users/${learner.user.id}/approve`, { level: 1 })).statusCode).toBe(200);
    const alaska = await app.db
      .selectFrom('governors')
      .select(['id', 'governorName as name'])
      .where('state', '=', 'AK')
      .where('validUntil', 'is', null)
      .executeTakeFirstOrThrow();
    expect(
      (
        await as('POST', '/api/admin/governors', {
          state: 'AK',
          governorName: 'Nora Successor',
          partisanship: 'Independent',
          validFrom: '2030-12-07',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await as('POST', '/api/admin/categories', {
          name: '=HYPERLINK("x")',
          description: 'formula-looking',
          group: null,
        })
      ).statusCode,
    ).toBe(201);

    const page = (await as('GET', '/api/admin/audit')).json() as { items: Entry[]; actors: string[]; total: number };
    const summaries = page.items.map((entry) => entry.summary);
    expect(summaries).toContain('Admin boss approved minh_ng at level 1');
    expect(summaries).toContain(
      `Admin boss changed Alaska's governor from ${alaska.name} to Nora Successor from 2030-12-07`,
    );
    expect(summaries.join('\n')).not.toMatch(/#\d|\{"/);
    const approval = page.items.find((entry) => entry.summary.includes('approved minh_ng'))!;
    expect(approval.changes).toContainEqual({ field: 'approvalLevel', before: '0', after: '1' });
    expect(approval.changes).toContainEqual({ field: 'isApproved', before: 'no', after: 'yes' });
    expect(page.actors).toEqual(['boss']);

    // Filters: kind, actor and days.
    const users = (await as('GET', '/api/admin/audit?entity=user')).json() as { items: Entry[]; total: number };
    expect(users.total).toBe(1);
    expect((await as('GET', '/api/admin/audit?actor=nobody')).json().total).toBe(0);
    expect((await as('GET', '/api/admin/audit?actor=boss')).json().total).toBe(page.total);
    const today = new Date().toISOString().slice(0, 10);
    expect((await as('GET', `/api/admin/audit?from=${today}&to=${today}`)).json().total).toBe(page.total);
    expect((await as('GET', '/api/admin/audit?to=2000-01-01')).json().total).toBe(0);

    const csv = await as('GET', '/api/admin/audit/export.csv?entity=category');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('when,actor,action,kind,record,summary,changes');
    expect(lines).toHaveLength(3); // header, one entry, the final line break
    // RFC 4180: the sentence with quotes is quoted and its quotes doubled.
    expect(lines[1]).toContain('Admin boss added the category ""=HYPERLINK(""x"")""');
    const full = await as('GET', '/api/admin/audit/export.csv');
    expect(full.body.split('\r\n')).toHaveLength(page.total + 2);
  });

  it('refuses bad filters, strangers and learners', async () => {
    const app = await buildTestApp();
    const learner = await signUp(app, 'learner', { level: 1 });
    const admin = await signInAdmin(app);
    for (const url of ['/api/admin/audit', '/api/admin/audit/export.csv']) {
      expect((await app.inject({ method: 'GET', url, headers: xhr })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url, headers: { cookie: learner.cookie, ...xhr } })).statusCode).toBe(
        403,
      );
      const bad = await app.inject({
        method: 'GET',
        url: `${url}?from=yesterday`,
        headers: { cookie: admin.cookie, ...xhr },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });
});

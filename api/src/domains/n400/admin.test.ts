// Issue 32: an admin edits, hides and reviews the N-400 texts; learners get the change with their next
// bundle. Admins only; bad input is refused with a message and changes nothing; every write is audited.
import { describe, expect, it } from 'vitest';
import type { AuditPage } from '@civics/sync-protocol';
import type { CivicsApp } from '../../app.js';
import { buildTestApp, signInAdmin, signUp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';

const bundle = async (app: CivicsApp, cookie: string) => sendAs(app, cookie, 'GET', '/api/n400/bundle?language=vi');
const patch = (app: CivicsApp, cookie: string | undefined, url: string, payload: object) =>
  app.inject({ method: 'PATCH', url, headers: cookie ? { cookie } : {}, payload });
const put = (app: CivicsApp, cookie: string | undefined, url: string, payload: object) =>
  app.inject({ method: 'PUT', url, headers: cookie ? { cookie } : {}, payload });
const auditOf = (app: CivicsApp, entity: string) =>
  app.db.selectFrom('auditLog').selectAll().where('entity', '=', entity).execute();

describe('the admin N-400 texts', { timeout: 120_000 }, () => {
  it('lists every item with its translations, the older edition marked, for admins only', async () => {
    const app = await buildTestApp();
    const admin = await signInAdmin(app);
    const learner = await signUp(app, 'n400learner', { level: 2 });
    const list = await sendAs(app, admin.cookie, 'GET', '/api/admin/n400');
    expect(list.statusCode).toBe(200);
    const items = list.json().items as Array<{ kind: string; id: string; legacy: boolean; translations: object }>;
    expect(items.filter((i) => i.kind === 'part9' && !i.legacy)).toHaveLength(63);
    expect(items.filter((i) => i.kind === 'part9' && i.legacy)).toHaveLength(17);
    expect(items.filter((i) => i.kind === 'vocabulary')).toHaveLength(124);
    expect(items.find((i) => i.id === '9-1')).toMatchObject({
      label: 'Item 1',
      fields: { expectedAnswer: 'no' },
      translations: { vi: { reviewed: false } },
    });
    expect((await app.inject({ method: 'GET', url: '/api/admin/n400' })).statusCode).toBe(401);
    expect((await sendAs(app, learner.cookie, 'GET', '/api/admin/n400')).statusCode).toBe(403);
  });

  it("edits an item's English and hides another; the learner's next bundle has both, and the audit log says who", async () => {
    const app = await buildTestApp();
    const admin = await signInAdmin(app);
    const learner = await signUp(app, 'n400learner2', { level: 2 });
    const before = await bundle(app, learner.cookie);
    const edited = await patch(app, admin.cookie, '/api/admin/n400/part9/9-1', {
      fields: { text: '  claimed to be a citizen of the United States?  ', answerNote: null },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().fields).toMatchObject({
      text: 'claimed to be a citizen of the United States?',
      answerNote: null,
    });
    expect(
      (
        await patch(
          app,
          admin.cookie,
          '/api/admin/n400/vocabulary/' +
            encodeURIComponent((await bundle(app, learner.cookie)).json().vocabulary[0].id),
          { isActive: false },
        )
      ).statusCode,
    ).toBe(200);

    const after = await app.inject({
      method: 'GET',
      url: '/api/n400/bundle?language=vi',
      headers: { cookie: learner.cookie, 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().part9[0].text).toBe('claimed to be a citizen of the United States?');
    expect(after.json().vocabulary).toHaveLength(before.json().vocabulary.length - 1);
    const audit = await auditOf(app, 'n400-part9');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorName: 'boss', action: 'update', entityId: '9-1' });
  });

  it('corrects a translation and marks it reviewed; the learner sees it without the "not yet reviewed" mark', async () => {
    const app = await buildTestApp();
    const admin = await signInAdmin(app);
    const learner = await signUp(app, 'n400learner3', { level: 2 });
    const saved = await put(app, admin.cookie, '/api/admin/n400/part9/9-1/translations/vi', {
      fields: { text: 'tự nhận mình là công dân Hoa Kỳ?', stem: 'Quý vị đã BAO GIỜ' },
      reviewed: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().translations.vi).toMatchObject({ reviewed: true, translatedBy: 'admin:boss' });
    const item = (await bundle(app, learner.cookie)).json().part9[0];
    expect(item.translation).toMatchObject({ text: 'tự nhận mình là công dân Hoa Kỳ?', reviewed: true });
    expect(await auditOf(app, 'n400-part9-translation')).toMatchObject([{ action: 'approve', entityId: '9-1:vi' }]);
    // The audit log reads it as a sentence.
    const log = await sendAs(app, admin.cookie, 'GET', '/api/admin/audit');
    expect(JSON.stringify(log.json())).toContain(
      'Admin boss reviewed the Vietnamese translation of the N-400 Part 9 item 9-1',
    );
    // Its changes read as text, never as the column's raw JSON.
    const entry = (log.json() as AuditPage).items.find((e) => e.summary.includes('item 9-1'));
    expect(entry?.changes).toContainEqual({
      field: 'fields',
      before: expect.stringMatching(/^text: /),
      after: 'text: tự nhận mình là công dân Hoa Kỳ?, stem: Quý vị đã BAO GIỜ',
    });
  });

  it.each([
    ['an unknown field', 'PATCH', '/api/admin/n400/part9/9-1', { fields: { number: '99' } }, 400],
    ['an empty text', 'PATCH', '/api/admin/n400/part9/9-1', { fields: { text: '' } }, 400],
    ['a required field set to null', 'PATCH', '/api/admin/n400/part9/9-1', { fields: { text: null } }, 400],
    ['a bad expected answer', 'PATCH', '/api/admin/n400/part9/9-1', { fields: { expectedAnswer: 'maybe' } }, 400],
    ['nothing to change', 'PATCH', '/api/admin/n400/part9/9-1', {}, 400],
    ['an unknown kind', 'PATCH', '/api/admin/n400/forms/9-1', { isActive: false }, 400],
    ['an unknown item', 'PATCH', '/api/admin/n400/part9/9-999', { isActive: false }, 404],
    [
      'a language with no translations',
      'PUT',
      '/api/admin/n400/part9/9-1/translations/fr',
      { fields: { text: 'x' }, reviewed: true },
      400,
    ],
    [
      'a translation field the kind has not',
      'PUT',
      '/api/admin/n400/personal/x/translations/vi',
      { fields: { term: 'x' }, reviewed: true },
      400,
    ],
    [
      'a translation without its main text',
      'PUT',
      '/api/admin/n400/part9/9-1/translations/vi',
      { fields: { stem: 'x' }, reviewed: true },
      400,
    ],
  ])('refuses %s with a message and changes nothing', async (_name, method, url, payload, status) => {
    const app = await buildTestApp();
    const admin = await signInAdmin(app);
    const before = (await sendAs(app, admin.cookie, 'GET', '/api/admin/n400')).json();
    const refused = await app.inject({
      method: method as 'PATCH' | 'PUT',
      url,
      headers: { cookie: admin.cookie },
      payload,
    });
    expect(refused.statusCode).toBe(status);
    expect(refused.json()).toMatchObject({ message: expect.any(String) });
    const after = (await sendAs(app, admin.cookie, 'GET', '/api/admin/n400')).json();
    expect(after).toEqual(before);
    expect(await app.db.selectFrom('auditLog').selectAll().where('entity', 'like', 'n400%').execute()).toEqual([]);
  });

  it('refuses the writes to a learner (403) and without a session (401), changing nothing', async () => {
    const app = await buildTestApp();
    const learner = await signUp(app, 'n400learner4', { level: 2 });
    expect((await patch(app, learner.cookie, '/api/admin/n400/part9/9-1', { isActive: false })).statusCode).toBe(403);
    expect((await patch(app, undefined, '/api/admin/n400/part9/9-1', { isActive: false })).statusCode).toBe(401);
    const translation = { fields: { text: 'x' }, reviewed: true };
    expect((await put(app, learner.cookie, '/api/admin/n400/part9/9-1/translations/vi', translation)).statusCode).toBe(
      403,
    );
    expect((await bundle(app, learner.cookie)).json().part9).toHaveLength(63);
  });
});

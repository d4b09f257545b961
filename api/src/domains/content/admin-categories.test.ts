import { describe, expect, it } from 'vitest';
import { listAudit } from '../../services/audit.js';
import { buildTestApp } from '../../test/helper.js';
import { countRows, expectAdminOnly, signInActors } from './admin-test-actors.js';

describe('admin categories and subcategories API', () => {
  it('answers only admins on every route', async () => {
    const app = await buildTestApp();
    const actors = await signInActors(app);
    const category = { name: 'Geography', description: null, group: 'CIVICS' };
    const sub = { version: '2025', name: 'Rivers', description: null, categoryId: 3, order: 9 };
    expect(await expectAdminOnly(app, actors, { method: 'GET', url: '/api/admin/categories' })).toBe(200);
    expect(await expectAdminOnly(app, actors, { method: 'GET', url: '/api/admin/categories/1' })).toBe(200);
    expect(
      await expectAdminOnly(app, actors, { method: 'POST', url: '/api/admin/categories', payload: category }),
    ).toBe(201);
    expect(
      await expectAdminOnly(app, actors, {
        method: 'PUT',
        url: '/api/admin/categories/4',
        payload: { ...category, name: 'Maps' },
      }),
    ).toBe(200);
    expect(await expectAdminOnly(app, actors, { method: 'DELETE', url: '/api/admin/categories/4' })).toBe(200);
    expect(await expectAdminOnly(app, actors, { method: 'GET', url: '/api/admin/subcategories?version=2025' })).toBe(
      200,
    );
    const created = await expectAdminOnly(app, actors, {
      method: 'POST',
      url: '/api/admin/subcategories',
      payload: sub,
    });
    expect(created).toBe(201);
    const id = Number(
      (
        await app.db
          .selectFrom('subcategories')
          .select((eb) => eb.fn.max('id').as('m'))
          .executeTakeFirstOrThrow()
      ).m,
    );
    expect(await expectAdminOnly(app, actors, { method: 'GET', url: `/api/admin/subcategories/${id}` })).toBe(200);
    expect(
      await expectAdminOnly(app, actors, {
        method: 'PUT',
        url: `/api/admin/subcategories/${id}`,
        payload: { ...sub, name: 'Lakes' },
      }),
    ).toBe(200);
    expect(await expectAdminOnly(app, actors, { method: 'DELETE', url: `/api/admin/subcategories/${id}` })).toBe(200);
  });

  it('creates, renames and deletes an unused category with audit entries; refuses to delete one in use', async () => {
    const app = await buildTestApp();
    const { admin } = await signInActors(app);
    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, headers: { 'x-requested-with': 'fetch', cookie: admin }, payload });
    const created = await call('POST', '/api/admin/categories', {
      name: 'Geography',
      description: 'Rivers and oceans',
      group: null,
    });
    expect(created.json()).toMatchObject({ id: 4, name: 'Geography', questionCount: 0 });
    const renamed = await call('PUT', '/api/admin/categories/4', {
      name: 'U.S. Geography',
      description: null,
      group: null,
    });
    expect(renamed.json().name).toBe('U.S. Geography');
    const [update] = await listAudit(app.db, { entity: 'category', entityId: '4' });
    expect(update).toMatchObject({
      action: 'update',
      before: { name: 'Geography' },
      after: { name: 'U.S. Geography' },
    });

    const inUse = await call('DELETE', '/api/admin/categories/1');
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toMatch(/still used by \d+ questions/);
    expect(await countRows(app, 'categories')).toBe(4);
    expect((await call('DELETE', '/api/admin/categories/4')).statusCode).toBe(200);
    expect(await countRows(app, 'categories')).toBe(3);
  });

  it('refuses bad input with 400 and stores nothing; a used subcategory can neither move nor be deleted', async () => {
    const app = await buildTestApp();
    const { admin } = await signInActors(app);
    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, headers: { 'x-requested-with': 'fetch', cookie: admin }, payload });
    const before = {
      categories: await countRows(app, 'categories'),
      subcategories: await countRows(app, 'subcategories'),
      audit: await countRows(app, 'auditLog'),
    };
    for (const payload of [
      { name: '', description: null, group: null },
      { name: '   ', description: null, group: null },
      { name: 'X' },
      { name: 'X', description: null, group: null, color: 'red' },
    ]) {
      expect((await call('POST', '/api/admin/categories', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknownCategory = await call('POST', '/api/admin/subcategories', {
      version: '2025',
      name: 'Rivers',
      description: null,
      categoryId: 42,
      order: 0,
    });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().message).toBe('Unknown category 42');
    expect(
      (
        await call('POST', '/api/admin/subcategories', {
          version: '1999',
          name: 'Rivers',
          description: null,
          categoryId: 1,
          order: 0,
        })
      ).statusCode,
    ).toBe(400);

    const used = (
      await app.db.selectFrom('questions').select('subcategoryId').where('id', '=', 1001).executeTakeFirstOrThrow()
    ).subcategoryId!;
    const sub = await app.db.selectFrom('subcategories').selectAll().where('id', '=', used).executeTakeFirstOrThrow();
    const moved = await call('PUT', `/api/admin/subcategories/${used}`, {
      version: '2008',
      name: sub.name,
      description: null,
      categoryId: sub.categoryId,
      order: sub.sortOrder,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toMatch(/questions use this subcategory/);
    expect((await call('DELETE', `/api/admin/subcategories/${used}`)).statusCode).toBe(409);
    expect({
      categories: await countRows(app, 'categories'),
      subcategories: await countRows(app, 'subcategories'),
      audit: await countRows(app, 'auditLog'),
    }).toEqual(before);
    expect(
      (await app.db.selectFrom('subcategories').select('version').where('id', '=', used).executeTakeFirstOrThrow())
        .version,
    ).toBe('2025');
  });
});

// Admin categories and subcategories (issue 9). Deleting one that questions (or, for a category,
// subcategories) still use is refused with 409 and the count, so no question is left pointing at
// nothing; an unused one is deleted. Every write is audited in its transaction.
import Type from 'typebox';
import {
  AdminCategoryDto,
  AdminCategoryInput,
  AdminContentIdParams,
  AdminSubcategoriesQuery,
  AdminSubcategoryDto,
  AdminSubcategoryInput,
} from '@civics/sync-protocol';
import { currentActor } from '../../plugins/auth.js';
import { guardedRoute, routeGroups, type RouteApp } from '../../plugins/route-options.js';
import { badRequest, conflict } from '../../lib/http-error.js';
import { changeAudited, createAudited, deleteAudited, findOr404 } from '../../services/audited-writes.js';
import {
  categoryUsers,
  deleteCategory,
  deleteSubcategory,
  findAdminCategory,
  findAdminSubcategory,
  insertCategory,
  insertSubcategory,
  listAdminCategories,
  listAdminSubcategories,
  updateCategory,
  updateSubcategory,
} from './admin-categories-repository.js';
import type { DbOrTrx } from '../../db/database.js';

async function assertCategoryExists(db: DbOrTrx, categoryId: number) {
  if (!(await findAdminCategory(db, categoryId)))
    throw badRequest(`Unknown category ${categoryId}`, { categoryId: `Unknown category ${categoryId}` });
}

/** Its questions must stay in a subcategory of their own category and bank. */
function assertMayMove(before: AdminSubcategoryDto, body: AdminSubcategoryInput) {
  const moves = before.version !== body.version || before.categoryId !== body.categoryId;
  if (moves && before.questionCount > 0)
    throw badRequest(
      `${before.questionCount} questions use this subcategory: it cannot move to another category or bank`,
      { categoryId: 'Questions use this subcategory' },
    );
}

function assertNamed(body: { name: string }) {
  if (!body.name.trim()) throw badRequest('The name is empty', { name: 'The name is empty' });
}

const categories = {
  entity: 'category',
  notFoundMessage: 'Category not found',
  find: findAdminCategory,
};
const subcategories = {
  entity: 'subcategory',
  notFoundMessage: 'Subcategory not found',
  find: findAdminSubcategory,
};

const idParams = { params: AdminContentIdParams };

export const adminCategoryRoutes = routeGroups(
  registerCategoryReads,
  registerCategoryWrites,
  registerSubcategoryReads,
  registerSubcategoryWrites,
);

function registerCategoryReads(app: RouteApp) {
  app.get(
    '/api/admin/categories',
    guardedRoute(app.requireAdmin, { response: { 200: Type.Array(AdminCategoryDto) } }),
    async () => listAdminCategories(app.db),
  );

  app.get(
    '/api/admin/categories/:id',
    guardedRoute(app.requireAdmin, { ...idParams, response: { 200: AdminCategoryDto } }),
    async (request) => findOr404(app.db, categories, request.params.id),
  );
}

function registerCategoryWrites(app: RouteApp) {
  app.post(
    '/api/admin/categories',
    guardedRoute(app.requireAdmin, { body: AdminCategoryInput, response: { 201: AdminCategoryDto } }),
    async (request, reply) => {
      const actor = currentActor(request);
      assertNamed(request.body);
      const created = await createAudited(app.db, actor, categories, (trx) => insertCategory(trx, request.body));
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/admin/categories/:id',
    guardedRoute(app.requireAdmin, { ...idParams, body: AdminCategoryInput, response: { 200: AdminCategoryDto } }),
    async (request) => {
      const actor = currentActor(request);
      assertNamed(request.body);
      const target = { id: request.params.id, action: 'update' };
      return changeAudited(app.db, actor, categories, target, (trx, before) =>
        updateCategory(trx, before.id, request.body),
      );
    },
  );

  app.delete(
    '/api/admin/categories/:id',
    guardedRoute(app.requireAdmin, { ...idParams, response: { 200: AdminCategoryDto } }),
    async (request) =>
      deleteAudited(app.db, currentActor(request), categories, request.params.id, async (trx, before) => {
        const users = await categoryUsers(trx, before.id);
        if (users.questions > 0 || users.subcategories > 0)
          throw conflict(
            `This category is still used by ${users.questions} questions and ${users.subcategories} subcategories; move them first`,
          );
        await deleteCategory(trx, before.id);
      }),
  );
}

function registerSubcategoryReads(app: RouteApp) {
  app.get(
    '/api/admin/subcategories',
    guardedRoute(app.requireAdmin, {
      querystring: AdminSubcategoriesQuery,
      response: { 200: Type.Array(AdminSubcategoryDto) },
    }),
    async (request) => listAdminSubcategories(app.db, request.query.version),
  );

  app.get(
    '/api/admin/subcategories/:id',
    guardedRoute(app.requireAdmin, { ...idParams, response: { 200: AdminSubcategoryDto } }),
    async (request) => findOr404(app.db, subcategories, request.params.id),
  );
}

function registerSubcategoryWrites(app: RouteApp) {
  app.post(
    '/api/admin/subcategories',
    guardedRoute(app.requireAdmin, { body: AdminSubcategoryInput, response: { 201: AdminSubcategoryDto } }),
    async (request, reply) => {
      const actor = currentActor(request);
      assertNamed(request.body);
      const created = await createAudited(app.db, actor, subcategories, async (trx) => {
        await assertCategoryExists(trx, request.body.categoryId);
        return insertSubcategory(trx, request.body);
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/admin/subcategories/:id',
    guardedRoute(app.requireAdmin, {
      ...idParams,
      body: AdminSubcategoryInput,
      response: { 200: AdminSubcategoryDto },
    }),
    async (request) => {
      const actor = currentActor(request);
      assertNamed(request.body);
      const target = { id: request.params.id, action: 'update' };
      return changeAudited(app.db, actor, subcategories, target, async (trx, before) => {
        await assertCategoryExists(trx, request.body.categoryId);
        assertMayMove(before, request.body);
        await updateSubcategory(trx, before.id, request.body);
      });
    },
  );

  app.delete(
    '/api/admin/subcategories/:id',
    guardedRoute(app.requireAdmin, { ...idParams, response: { 200: AdminSubcategoryDto } }),
    async (request) =>
      deleteAudited(app.db, currentActor(request), subcategories, request.params.id, async (trx, before) => {
        if (before.questionCount > 0)
          throw conflict(`This subcategory is still used by ${before.questionCount} questions; move them first`);
        await deleteSubcategory(trx, before.id);
      }),
  );
}

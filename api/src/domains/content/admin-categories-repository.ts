// Categories and subcategories as the admin writes them. Both are shared by many questions, so a
// row in use is never deleted (409); an unused one is removed outright (nothing refers to it).
import type { AdminCategoryInput, AdminSubcategoryInput } from '@civics/sync-protocol';
import type { DbOrTrx } from '../../db/database.js';

async function nextId(db: DbOrTrx, table: 'categories' | 'subcategories'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

const countQuestions = async (db: DbOrTrx, column: 'categoryId' | 'subcategoryId', id: number) =>
  Number(
    (
      await db
        .selectFrom('questions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where(column, '=', id)
        .executeTakeFirstOrThrow()
    ).n,
  );

export async function listAdminCategories(db: DbOrTrx) {
  const [rows, counts] = await Promise.all([
    db.selectFrom('categories').selectAll().orderBy('id').execute(),
    db
      .selectFrom('questions')
      .select(['categoryId', (eb) => eb.fn.countAll().as('n')])
      .groupBy('categoryId')
      .execute(),
  ]);
  const byId = new Map(counts.map((c) => [c.categoryId, Number(c.n)]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    group: row.groupName,
    questionCount: byId.get(row.id) ?? 0,
  }));
}

export async function findAdminCategory(db: DbOrTrx, id: number) {
  const row = await db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    group: row.groupName,
    questionCount: await countQuestions(db, 'categoryId', id),
  };
}

export async function insertCategory(db: DbOrTrx, input: AdminCategoryInput): Promise<number> {
  const id = await nextId(db, 'categories');
  await db
    .insertInto('categories')
    .values({ id, name: input.name.trim(), description: input.description, groupName: input.group, translations: '{}' })
    .execute();
  return id;
}

export async function updateCategory(db: DbOrTrx, id: number, input: AdminCategoryInput): Promise<void> {
  await db
    .updateTable('categories')
    .set({ name: input.name.trim(), description: input.description, groupName: input.group })
    .where('id', '=', id)
    .execute();
}

/** What still uses a category: its questions and subcategories (a deletion is refused while any do). */
export async function categoryUsers(db: DbOrTrx, id: number) {
  const subs = Number(
    (
      await db
        .selectFrom('subcategories')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('categoryId', '=', id)
        .executeTakeFirstOrThrow()
    ).n,
  );
  return { questions: await countQuestions(db, 'categoryId', id), subcategories: subs };
}

export const deleteCategory = (db: DbOrTrx, id: number) => db.deleteFrom('categories').where('id', '=', id).execute();

type SubcategoryRow = {
  id: number;
  version: string;
  name: string;
  description: string | null;
  categoryId: number;
  sortOrder: number;
};
const toSubcategoryDto = (row: SubcategoryRow, questionCount: number) => ({
  id: row.id,
  version: row.version,
  name: row.name,
  description: row.description,
  categoryId: row.categoryId,
  order: row.sortOrder,
  questionCount,
});

export async function listAdminSubcategories(db: DbOrTrx, version?: string) {
  let query = db.selectFrom('subcategories').selectAll();
  if (version) query = query.where('version', '=', version);
  const [rows, counts] = await Promise.all([
    query.orderBy('version').orderBy('categoryId').orderBy('sortOrder').orderBy('id').execute(),
    db
      .selectFrom('questions')
      .select(['subcategoryId', (eb) => eb.fn.countAll().as('n')])
      .groupBy('subcategoryId')
      .execute(),
  ]);
  const byId = new Map(counts.map((c) => [c.subcategoryId, Number(c.n)]));
  return rows.map((row) => toSubcategoryDto(row, byId.get(row.id) ?? 0));
}

export async function findAdminSubcategory(db: DbOrTrx, id: number) {
  const row = await db.selectFrom('subcategories').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toSubcategoryDto(row, await countQuestions(db, 'subcategoryId', id)) : undefined;
}

export async function insertSubcategory(db: DbOrTrx, input: AdminSubcategoryInput): Promise<number> {
  const id = await nextId(db, 'subcategories');
  await db
    .insertInto('subcategories')
    .values({
      id,
      version: input.version,
      name: input.name.trim(),
      description: input.description,
      categoryId: input.categoryId,
      sortOrder: input.order,
    })
    .execute();
  return id;
}

export async function updateSubcategory(db: DbOrTrx, id: number, input: AdminSubcategoryInput): Promise<void> {
  await db
    .updateTable('subcategories')
    .set({
      version: input.version,
      name: input.name.trim(),
      description: input.description,
      categoryId: input.categoryId,
      sortOrder: input.order,
    })
    .where('id', '=', id)
    .execute();
}

export const deleteSubcategory = (db: DbOrTrx, id: number) =>
  db.deleteFrom('subcategories').where('id', '=', id).execute();

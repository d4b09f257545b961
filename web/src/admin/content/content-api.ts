// The admin content API (questions, categories, subcategories, seed import), typed by the same
// sync-protocol schemas the server validates with.
import type {
  AdminCategoryDto,
  AdminCategoryInput,
  AdminQuestionCreate,
  AdminQuestionDto,
  AdminQuestionImportBody,
  AdminQuestionImportResult,
  AdminQuestionPage,
  AdminQuestionUpdate,
  AdminSubcategoryDto,
  AdminSubcategoryInput,
  SeedImportResult,
} from '@civics/sync-protocol';
import { adminGet, adminSend } from '../lib/admin-api';

export interface QuestionFilters {
  version: '2008' | '2025';
  categoryId?: number;
  active?: boolean;
  search?: string;
  page: number;
  pageSize?: number;
}

export function questionsQueryString(filters: QuestionFilters): string {
  const query = new URLSearchParams({
    version: filters.version,
    page: String(filters.page),
    pageSize: String(filters.pageSize ?? 25),
  });
  if (filters.categoryId !== undefined) query.set('categoryId', String(filters.categoryId));
  if (filters.active !== undefined) query.set('active', String(filters.active));
  if (filters.search?.trim()) query.set('search', filters.search.trim());
  return query.toString();
}

/** Query keys of their own: other admin screens cache differently shaped question lists. */
export const contentKeys = {
  questions: ['admin-content', 'questions'] as const,
  categories: ['admin-content', 'categories'] as const,
  subcategories: ['admin-content', 'subcategories'] as const,
};

export const listQuestions = (filters: QuestionFilters) =>
  adminGet<AdminQuestionPage>(`/admin/questions?${questionsQueryString(filters)}`);
export const createQuestion = (input: AdminQuestionCreate) =>
  adminSend<AdminQuestionDto>('POST', '/admin/questions', input);
export const updateQuestion = (id: number, changes: AdminQuestionUpdate) =>
  adminSend<AdminQuestionDto>('PUT', `/admin/questions/${id}`, changes);
export const deactivateQuestion = (id: number) => adminSend<AdminQuestionDto>('DELETE', `/admin/questions/${id}`);
export const importQuestions = (body: AdminQuestionImportBody) =>
  adminSend<AdminQuestionImportResult>('POST', '/admin/questions/import', body);
export const importSeed = (dryRun: boolean) =>
  adminSend<SeedImportResult>('POST', '/admin/questions/import-seed', { dryRun });

/** List, create (id null), update and delete of one kind of row the admin keeps at `path`. */
function editableList<Dto, Input>(path: string) {
  return {
    list: () => adminGet<Dto[]>(path),
    save: (id: number | null, input: Input) =>
      id === null ? adminSend<Dto>('POST', path, input) : adminSend<Dto>('PUT', `${path}/${id}`, input),
    remove: (id: number) => adminSend<Dto>('DELETE', `${path}/${id}`),
  };
}

export const {
  list: listCategories,
  save: saveCategory,
  remove: deleteCategory,
} = editableList<AdminCategoryDto, AdminCategoryInput>('/admin/categories');

export const {
  list: listSubcategories,
  save: saveSubcategory,
  remove: deleteSubcategory,
} = editableList<AdminSubcategoryDto, AdminSubcategoryInput>('/admin/subcategories');

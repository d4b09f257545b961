// The admin's fixed tests and the attempts list, typed by the API's schemas.
import type { AdminQuestionPage, TestAttemptPage, TestDefinitionDto, TestDefinitionInput } from '@civics/sync-protocol';
import { apiPath } from '../../lib/request';
import { adminGet, adminSend } from '../lib/admin-api';

export const testKeys = {
  definitions: ['admin-tests', 'definitions'] as const,
  attempts: ['admin-tests', 'attempts'] as const,
  questions: ['admin-tests', 'questions'] as const,
};

export const listDefinitions = () => adminGet<TestDefinitionDto[]>('/admin/test-definitions');
export const saveDefinition = (id: number | null, input: TestDefinitionInput) =>
  id === null
    ? adminSend<TestDefinitionDto>('POST', '/admin/test-definitions', input)
    : adminSend<TestDefinitionDto>('PUT', `/admin/test-definitions/${id}`, input);
export const deactivateDefinition = (id: number) =>
  adminSend<TestDefinitionDto>('DELETE', `/admin/test-definitions/${id}`);

/** The active questions of a test version (at most the whole 128-question bank), for picking. */
export const pickableQuestions = (version: string) =>
  adminGet<AdminQuestionPage>(`/admin/questions?version=${version}&active=true&pageSize=200`);

export interface AttemptFilters {
  testDefinitionId?: number;
  fixedOnly?: boolean;
  userSearch?: string;
  passed?: boolean;
  page: number;
}

export function attemptsQueryString(filters: AttemptFilters, withPage = true): string {
  const query = new URLSearchParams();
  if (filters.testDefinitionId !== undefined) query.set('testDefinitionId', String(filters.testDefinitionId));
  if (filters.fixedOnly !== undefined) query.set('fixedOnly', String(filters.fixedOnly));
  if (filters.userSearch?.trim()) query.set('userSearch', filters.userSearch.trim());
  if (filters.passed !== undefined) query.set('passed', String(filters.passed));
  if (withPage) {
    query.set('page', String(filters.page));
    query.set('pageSize', '25');
  }
  return query.toString();
}

export const listAttempts = (filters: AttemptFilters) =>
  adminGet<TestAttemptPage>(`/admin/test-attempts?${attemptsQueryString(filters)}`);
/** The CSV of every attempt matching the filters (not only this page). */
export const attemptsCsvUrl = (filters: AttemptFilters) =>
  apiPath(`/admin/test-attempts.csv?${attemptsQueryString(filters, false)}`);

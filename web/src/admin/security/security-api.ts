import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminUserDto,
  AdminUsersPage,
  AuditPage,
  LockoutsAnswer,
  MessageBody,
  SecurityEventsAnswer,
  SessionsAnswer,
} from '@civics/sync-protocol';
import { apiPath } from '../../lib/request';
import { adminGet, adminSend } from '../lib/admin-api';

export const useSessions = (userId: number | undefined) =>
  useQuery({
    queryKey: ['admin', 'sessions', userId],
    queryFn: () => adminGet<SessionsAnswer>(`/admin/users/${userId}/sessions`),
    select: (answer) => answer.sessions,
    enabled: userId !== undefined,
  });

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sid: string) => adminSend<MessageBody>('DELETE', `/admin/sessions/${encodeURIComponent(sid)}`),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin', 'sessions'] }),
        client.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]),
  });
}

/** The account whose sessions are shown (the key the users screen uses for one account). */
export const useSessionsOwner = (userId: number | undefined) =>
  useQuery({
    queryKey: ['admin', 'user', userId],
    queryFn: () => adminGet<AdminUserDto>(`/admin/users/${userId}`),
    enabled: userId !== undefined,
  });

export const useUserLookup = (search: string) =>
  useQuery({
    queryKey: ['admin', 'users', 'lookup', search],
    queryFn: () => adminGet<AdminUsersPage>(`/admin/users?page=1&pageSize=10&search=${encodeURIComponent(search)}`),
    enabled: search.trim().length > 0,
  });

/** One kind and (issue 34) one account's events, or everyone's newest 500. */
export const useSecurityEvents = (kind: string, username = '') =>
  useQuery({
    queryKey: ['admin', 'security-events', kind, username],
    queryFn: () => {
      const params = new URLSearchParams();
      if (kind) params.set('kind', kind);
      if (username) params.set('username', username);
      const query = params.toString();
      return adminGet<SecurityEventsAnswer>(`/admin/security/events${query ? `?${query}` : ''}`);
    },
    select: (answer) => answer.events,
  });

export const useLockouts = () =>
  useQuery({
    queryKey: ['admin', 'lockouts'],
    queryFn: () => adminGet<LockoutsAnswer>('/admin/security/lockouts'),
    select: (answer) => answer.lockouts,
  });

export function useClearLockouts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => adminSend<MessageBody>('POST', '/admin/security/lockouts/clear', { username }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin', 'lockouts'] }),
        client.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]),
  });
}

export const AUDIT_PAGE_SIZE = 25;

export interface AuditFilters {
  entity: string;
  actor: string;
  from: string;
  to: string;
}

/** The filters as a query string (shared by the list and its CSV export). */
export function auditFilterParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['entity', 'actor', 'from', 'to'] as const) if (filters[key]) params.set(key, filters[key]);
  return params;
}

export const auditExportHref = (filters: AuditFilters): string => {
  const query = auditFilterParams(filters).toString();
  return apiPath(`/admin/audit/export.csv${query ? `?${query}` : ''}`);
};

export const useAudit = (filters: AuditFilters, page: number) =>
  useQuery({
    queryKey: ['admin', 'audit', filters, page],
    queryFn: () => {
      const params = auditFilterParams(filters);
      params.set('page', String(page));
      params.set('pageSize', String(AUDIT_PAGE_SIZE));
      return adminGet<AuditPage>(`/admin/audit?${params.toString()}`);
    },
    placeholderData: (previous) => previous,
  });

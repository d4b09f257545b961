// The users screen's server calls, as TanStack Query hooks. Every change refreshes the lists and the
// dashboard (its pending count) rather than patching caches by hand.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminUserDto,
  AdminUserPatch,
  AdminUsersPage,
  BulkApproveAnswer,
  EndedSessionsAnswer,
  UndoApproveAnswer,
} from '@civics/sync-protocol';
import { adminGet, adminSend } from '../lib/admin-api';

export interface UserFilters {
  search: string;
  pending?: boolean;
  level?: number;
  role?: 'user' | 'admin';
  verified?: boolean;
  disabled?: boolean;
  page: number;
}

export const USERS_PAGE_SIZE = 20;
export const USERS_REFRESH_MS = 15_000;

export function usersQueryString(filters: UserFilters): string {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(USERS_PAGE_SIZE) });
  if (filters.search.trim()) params.set('search', filters.search.trim());
  for (const key of ['pending', 'level', 'role', 'verified', 'disabled'] as const) {
    if (filters[key] !== undefined) params.set(key, String(filters[key]));
  }
  return params.toString();
}

export const useUsers = (filters: UserFilters) =>
  useQuery({
    queryKey: ['admin', 'users', filters],
    queryFn: () => adminGet<AdminUsersPage>(`/admin/users?${usersQueryString(filters)}`),
    placeholderData: (previous) => previous,
    // A learner who registers while the list is open appears without a reload: refreshed every
    // 15 s while the tab is visible, and whenever the admin comes back to it.
    refetchInterval: USERS_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });

export const useUser = (id: number | undefined) =>
  useQuery({
    queryKey: ['admin', 'user', id],
    queryFn: () => adminGet<AdminUserDto>(`/admin/users/${id}`),
    enabled: id !== undefined,
  });

function useRefreshUsers() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['admin', 'users'] }),
      client.invalidateQueries({ queryKey: ['admin', 'user'] }),
      client.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      client.invalidateQueries({ queryKey: ['admin', 'sessions'] }),
      client.invalidateQueries({ queryKey: ['admin', 'audit'] }),
    ]);
}

export type UserAction =
  | { kind: 'approve'; id: number; level: 1 | 2 }
  | { kind: 'bulk-approve'; ids: number[]; level: 1 | 2 }
  | { kind: 'undo-approve'; ids: number[] }
  | { kind: 'patch'; id: number; patch: AdminUserPatch }
  | { kind: 'disable' | 'enable' | 'sign-out' | 'resend-verification'; id: number };

function send(action: UserAction): Promise<unknown> {
  switch (action.kind) {
    case 'approve':
      return adminSend<AdminUserDto>('POST', `/admin/users/${action.id}/approve`, { level: action.level });
    case 'bulk-approve':
      return adminSend<BulkApproveAnswer>('POST', '/admin/users/bulk-approve', {
        ids: action.ids,
        level: action.level,
      });
    case 'undo-approve':
      return adminSend<UndoApproveAnswer>('POST', '/admin/users/undo-approve', { ids: action.ids });
    case 'patch':
      return adminSend<AdminUserDto>('PATCH', `/admin/users/${action.id}`, action.patch);
    case 'sign-out':
      return adminSend<EndedSessionsAnswer>('POST', `/admin/users/${action.id}/sign-out`);
    default:
      return adminSend<unknown>('POST', `/admin/users/${action.id}/${action.kind}`);
  }
}

/** One mutation for every account action; the screen says what happened in a toast. */
export function useUserAction() {
  const refresh = useRefreshUsers();
  return useMutation({ mutationFn: send, onSettled: refresh });
}

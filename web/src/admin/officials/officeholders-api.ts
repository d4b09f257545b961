// Server state of the officeholders screen (President, Vice President, Speaker, Chief Justice):
// the dated rows, scheduling a new holder, cancelling a scheduled one. Writes refresh the list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOfficeholderDto, OfficeholderCreate } from '@civics/sync-protocol';
import { adminGet, adminSend } from '../lib/admin-api';

const officeholderKeys = { all: ['admin', 'officeholders'] as const };

export const useOfficeholders = () => useQuery({ queryKey: officeholderKeys.all, queryFn: () => adminGet<AdminOfficeholderDto[]>('/admin/officeholders') });

export function useScheduleOfficeholder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OfficeholderCreate) => adminSend<AdminOfficeholderDto>('POST', '/admin/officeholders', body),
    onSuccess: () => client.invalidateQueries({ queryKey: officeholderKeys.all }),
  });
}

export function useCancelOfficeholder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminSend<AdminOfficeholderDto>('DELETE', `/admin/officeholders/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: officeholderKeys.all }),
  });
}

// Server state of the officeholders screen (President, Vice President, Speaker, Chief Justice):
// the dated rows, scheduling a new holder, cancelling a scheduled one. Writes refresh the list and
// the freshness report (an office without a holder is listed there).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOfficeholderDto, OfficeholderCreate } from '@civics/sync-protocol';
import { adminGet, adminSend } from '../lib/admin-api';

const officeholderKeys = { all: ['admin', 'officeholders'] as const };

export const useOfficeholders = () =>
  useQuery({ queryKey: officeholderKeys.all, queryFn: () => adminGet<AdminOfficeholderDto[]>('/admin/officeholders') });

export function useScheduleOfficeholder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OfficeholderCreate) => adminSend<AdminOfficeholderDto>('POST', '/admin/officeholders', body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: officeholderKeys.all }),
        client.invalidateQueries({ queryKey: ['admin', 'officials-freshness'] }),
      ]),
  });
}

export function useCancelOfficeholder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminSend<AdminOfficeholderDto>('DELETE', `/admin/officeholders/${id}`),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: officeholderKeys.all }),
        client.invalidateQueries({ queryKey: ['admin', 'officials-freshness'] }),
      ]),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SystemSettingsDto, SystemSettingsUpdate } from '@civics/sync-protocol';
import { adminGet, adminSend } from '../lib/admin-api';

export const useSystemSettings = () =>
  useQuery({
    queryKey: ['admin', 'system-settings'],
    queryFn: () => adminGet<SystemSettingsDto>('/admin/system-settings'),
  });

export function useSaveSystemSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: SystemSettingsUpdate) => adminSend<SystemSettingsDto>('PUT', '/admin/system-settings', update),
    onSuccess: (saved) => client.setQueryData(['admin', 'system-settings'], saved),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin', 'public-settings'] }),
        client.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]),
  });
}

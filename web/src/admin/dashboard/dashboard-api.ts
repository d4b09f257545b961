import { useQuery } from '@tanstack/react-query';
import type { DashboardDto } from '@civics/sync-protocol';
import { adminGet } from '../lib/admin-api';

export const useDashboard = () =>
  useQuery({ queryKey: ['admin', 'dashboard'], queryFn: () => adminGet<DashboardDto>('/admin/dashboard') });

import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { Card } from '../ui/card';
import { useOnline } from '../lib/use-online';

export const ADMIN_OFFLINE_TEXT = 'The admin area needs a connection';

/**
 * The admin area is online only (DESIGN.md §1): offline it shows a notice instead of any screen,
 * so an operator never acts on stale data. Back online, every query is refetched.
 */
export function AdminOfflineGuard({ children }: { children: ReactNode }) {
  const online = useOnline();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (online) void queryClient.invalidateQueries();
  }, [online, queryClient]);
  if (online) return children;
  return (
    <main className="page page-center">
      <Card title={ADMIN_OFFLINE_TEXT} level={1}>
        <p className="admin-offline">
          <WifiOff aria-hidden="true" size={20} /> Connect to the internet to manage users, content and settings. Your
          study screens still work offline.
        </p>
      </Card>
    </main>
  );
}

// The lazy entry of the admin area (/admin/*). Nothing here is in the learner's start-up bundle:
// the route table loads this module only when an admin opens /admin.
import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useRoutes } from 'react-router-dom';
import { AdminLayout } from './admin-layout';
import { AdminOfflineGuard } from './admin-offline-guard';
import { adminRoutes } from './admin-routes';
import { createAdminQueryClient } from './lib/query-client';
import { AdminNotFound } from './ui/admin-not-found';
import './admin.css';

function AdminRoutes() {
  return useRoutes([
    { element: <AdminLayout />, children: [...adminRoutes, { path: '*', element: <AdminNotFound /> }] },
  ]);
}

export function AdminApp() {
  // One client per mount of the admin area: leaving it drops every cached admin answer.
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AdminOfflineGuard>
        <AdminRoutes />
      </AdminOfflineGuard>
    </QueryClientProvider>
  );
}

export { AdminApp as Screen };

// The admin app's screens, paths relative to /admin. Each area adds its own entries:
//   { path: 'pricing', element: adminScreen(() => import('./pricing/pricing-page')) }
// where the module exports its page as `Screen`. Unknown paths fall through to the admin's not-found.
import type { RouteObject } from 'react-router-dom';
import { adminScreen } from './lib/admin-screen';

const dashboard = () => import('./dashboard/dashboard-page');
const users = () => import('./users/users-page');
const settings = () => import('./settings/settings-page');

export const adminRoutes: RouteObject[] = [
  { index: true, element: adminScreen(dashboard) },
  { path: 'dashboard', element: adminScreen(dashboard) },
  { path: 'users', element: adminScreen(users) },
  { path: 'users-management', element: adminScreen(users) },
  { path: 'security', element: adminScreen(() => import('./security/security-page')) },
  { path: 'settings', element: adminScreen(settings) },
  { path: 'app-settings', element: adminScreen(() => import('./settings/app-settings-page')) },
  { path: 'questions', element: adminScreen(() => import('./content/questions-page')) },
  { path: 'categories', element: adminScreen(() => import('./content/categories-page')) },
  { path: 'create-test', element: adminScreen(() => import('./tests/create-test-page')) },
  { path: 'test-instances', element: adminScreen(() => import('./tests/test-instances-page')) },
  { path: 'translations', element: adminScreen(() => import('./translations/translations-page')) },
  { path: 'vietnamese-editor', element: adminScreen(() => import('./translations/vietnamese-editor-page')) },
  { path: 'korean', element: adminScreen(() => import('./translations/korean-page')) },
  { path: 'senators', element: adminScreen(() => import('./officials/senators-page')) },
  { path: 'governors', element: adminScreen(() => import('./officials/governors-page')) },
  { path: 'officeholders', element: adminScreen(() => import('./officials/officeholders-page')) },
  { path: 'pricing', element: adminScreen(() => import('./pricing/pricing-page')) },
  { path: 'n400', element: adminScreen(() => import('./n400/n400-admin-page')) },
];

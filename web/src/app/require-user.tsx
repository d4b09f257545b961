import { Navigate, Outlet } from 'react-router-dom';
import { isAdmin } from '../lib/session/current-user';
import { useCurrentUser } from '../lib/session/use-current-user';
import { paths } from '../routes';
import { Spinner } from '../ui/spinner';
import { AccessDenied } from './access-denied';

/**
 * Route guard (spec part 1 §2). The UI check is for the learner's sake only: the server checks
 * every call again (DESIGN.md §5).
 */
export function RequireUser({ adminOnly = false }: { adminOnly?: boolean }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner />;
  if (!user) return <Navigate to={paths.auth} replace />;
  if (adminOnly && !isAdmin(user)) return <AccessDenied />;
  return <Outlet />;
}

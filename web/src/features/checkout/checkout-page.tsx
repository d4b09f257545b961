// /checkout (spec part 2 §2, issue 10). Public in the route table, but paying needs an account:
// a signed-out visitor is sent to /auth.
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { paths } from '../../routes';
import { Spinner } from '../../ui/spinner';
import { CheckoutFlow } from './checkout-flow';

export function Screen() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner />;
  if (!user) return <Navigate to={paths.auth} replace />;
  return <CheckoutFlow />;
}

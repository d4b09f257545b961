// /checkout (spec part 2 §2, issue 10). Public in the route table, but paying needs an account:
// a signed-out visitor is sent to /auth.
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { paths } from '../../routes';
import { Spinner } from '../../ui/spinner';
import { CheckoutFlow } from './checkout-flow';

/**
 * The server's CSP lets PayPal in only on the /checkout document, and a policy stays with the
 * document it came with: reached by an in-app navigation, /checkout loads once as its own document.
 */
function loadedAsCheckoutDocument(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0];
  return !entry || new URL(entry.name, window.location.href).pathname.startsWith(paths.checkout);
}

export function Screen() {
  const { user, isLoading } = useCurrentUser();
  const [ownDocument] = useState(loadedAsCheckoutDocument);
  useEffect(() => {
    if (!ownDocument) window.location.replace(window.location.href);
  }, [ownDocument]);
  if (!ownDocument || isLoading) return <Spinner />;
  if (!user) return <Navigate to={paths.auth} replace />;
  return <CheckoutFlow />;
}

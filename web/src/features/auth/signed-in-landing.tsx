// A signed-in learner leaves the sign-in screen for Home, or for the welcome on the account's first
// sign-in ever (lib/session/landing.ts decides from the account's synced settings).
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { landingPath } from '../../lib/session/landing';
import { Spinner } from '../../ui/spinner';

export function SignedInLanding() {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void landingPath().then((path) => current && setTarget(path));
    return () => {
      current = false;
    };
  }, []);
  return target ? <Navigate to={target} replace /> : <Spinner />;
}

// Leaving a test in progress (Home, Back, the brand link) asks first: the answers would be lost.
// The same question state holds the learner's Submit Test with answers missing (test-dialogs.tsx).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigationGuard } from '../../lib/navigation-guard';
import { isLeaveGuarded, useLeaveGuardStore } from '../../ui/leave-guard-store';
import { endRunningTest } from './running-test';

export function useTestLeave() {
  const { t } = useTranslation('test');
  const [asking, setAsking] = useState<'submit' | null>(null);
  const holdLeave = useLeaveGuardStore((s) => s.hold);
  const releaseLeave = useLeaveGuardStore((s) => s.release);
  useEffect(() => {
    holdLeave(t('leave.text'));
    return releaseLeave;
  }, [holdLeave, releaseLeave, t]);
  const blocker = useNavigationGuard(
    ({ currentLocation, nextLocation }) => isLeaveGuarded() && currentLocation.pathname !== nextLocation.pathname,
  );
  const leave = () => {
    endRunningTest();
    releaseLeave();
    blocker.proceed?.();
    setAsking(null);
  };
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
    setAsking(null);
  };
  return {
    releaseLeave,
    /** In-app navigation is held until the learner leaves or stays. */
    leaving: blocker.state === 'blocked',
    askingSubmit: asking === 'submit',
    askSubmit: () => setAsking('submit'),
    leave,
    stay,
    /** The learner confirmed Submit Test. */
    closeSubmitCheck: () => setAsking(null),
  };
}

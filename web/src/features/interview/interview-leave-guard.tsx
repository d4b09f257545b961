// Leaving a mock interview in progress (the tab bar, Back, "Back to Home", any link) asks first: its
// answers live only on this screen and would be lost. Mounted only while an interview runs, so its
// summary and the start card leave freely. The history holds the move (lib/navigation-guard.ts, as
// Test mode does); the top bar and the tab bar stay, since an interview has no clock to keep.
import { useNavigationGuard } from '../../lib/navigation-guard';
import { LeaveConfirm } from '../../ui/leave-confirm';

export function InterviewLeaveGuard() {
  const blocker = useNavigationGuard(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
  );
  if (blocker.state !== 'blocked') return null;
  return <LeaveConfirm namespace="interview" onLeave={blocker.proceed} onStay={blocker.reset} />;
}

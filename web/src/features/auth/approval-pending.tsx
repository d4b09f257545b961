import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../lib/session/current-user';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { useLogout } from '../../lib/session/use-logout';
import { ApprovalNotice } from '../../ui/approval-notice';
import { Button } from '../../ui/button';
import { PendingSamples } from './pending-samples';

interface ApprovalPendingProps {
  user: CurrentUser;
  onVerifyEmail: () => void;
}

/**
 * A signed-in account still at approval level 0 waits here (spec part 1 §2, §4), with the public
 * sample questions to study meanwhile (issue 31).
 */
export function ApprovalPending({ user, onVerifyEmail }: ApprovalPendingProps) {
  const { t } = useTranslation(['auth', 'common']);
  const fetchUser = useCurrentUserStore((s) => s.fetchUser);
  const logout = useLogout();
  return (
    <div className="stack">
      <ApprovalNotice />
      {/* The promise made at registration (spec part 1 §4), repeated while the account waits. */}
      <p className="lead">{t('register.successText')}</p>
      {!user.emailVerified && (
        <>
          <p>{t('pending.verifyText')}</p>
          <Button block onClick={onVerifyEmail}>
            {t('pending.verifyEmail')}
          </Button>
        </>
      )}
      {/* Approval happens on another device; this asks again without waiting for the cache. */}
      <Button block variant="secondary" onClick={() => void fetchUser({ force: true })}>
        {t('common:approval.checkAgain')}
      </Button>
      <PendingSamples />
      <Button block variant="ghost" onClick={() => void logout()}>
        {t('pending.logout')}
      </Button>
    </div>
  );
}

// "Your plan" at the top of /checkout (issue 21): the level, until when, and what the learner may
// do now: renew a paid period (it starts at the old end date), nothing to buy for an unlimited
// account, and for an account waiting for approval, that approval is the admin's.
import type { PurchaseStanding } from '@civics/sync-protocol';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { Notice } from '../../ui/notice';
import { Card } from '../../ui/card';

export function YourPlan({ standing }: { standing: PurchaseStanding }) {
  const { t } = useTranslation('checkout');
  const user = useCurrentUserStore((s) => s.user);
  if (!user) return null;
  const level = user.role === 'admin' ? 2 : user.approvalLevel;
  return (
    <Card title={t('yourPlan.title')} titleId="your-plan-title" className="stack">
      <p>{t('yourPlan.level', { level })}</p>
      {level >= 2 && (
        <p>
          {user.endDate
            ? t('yourPlan.until', { date: formatDate(user.endDate, { dateStyle: 'long' }) })
            : t('yourPlan.noEnd')}
        </p>
      )}
      {standing === 'renewal' && <p>{t('yourPlan.renew')}</p>}
      {standing === 'unlimited' && <Notice>{t('yourPlan.unlimited')}</Notice>}
      {standing === 'awaiting_approval' && <Notice>{t('yourPlan.awaiting')}</Notice>}
    </Card>
  );
}

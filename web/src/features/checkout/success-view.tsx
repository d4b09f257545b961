// After a payment the server verified: the new level and until when (issue 10).
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { paths } from '../../routes';
import { NextStepLinks } from '../../ui/next-step-links';
import { Card } from '../../ui/card';

export function SuccessView({ level, endDate }: { level: number; endDate: string | null }) {
  const { t } = useTranslation('checkout');
  return (
    <Card title={t('success.title')} titleId="checkout-success-title" className="stack">
      <p>{t('success.level', { level })}</p>
      <p>
        {endDate ? t('success.until', { date: formatDate(endDate, { dateStyle: 'long' }) }) : t('success.lifetime')}
      </p>
      <NextStepLinks
        next={{ to: paths.test, label: t('success.startTest') }}
        other={{ to: paths.settings, label: t('success.settings') }}
      />
    </Card>
  );
}

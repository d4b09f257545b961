// The learner's own payments and transfer claims (issue 10: a payments history for the learner).
import type { PaymentHistory as History } from '@civics/sync-protocol';
import { useTranslation } from 'react-i18next';
import { formatCents, formatDate } from '../../i18n/format';
import { catalogText } from './catalog-text';
import { Card } from '../../ui/card';

const CLAIM_STATUSES = ['pending', 'confirmed', 'rejected', 'cancelled'] as const;
const statusKey = (status: string) =>
  `history.status.${CLAIM_STATUSES.find((s) => s === status) ?? 'pending'}` as const;

export function PaymentHistory({ history }: { history: History }) {
  const { t } = useTranslation('checkout');
  // A confirmed claim is also a payment: list it once, as the payment.
  const claims = history.claims.filter((c) => c.status !== 'confirmed');
  return (
    <Card title={t('history.title')} titleId="payment-history-title" className="stack">
      {history.payments.length === 0 && claims.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <ul className="checkout-history">
          {history.payments.map((p) => (
            <li key={`p${p.id}`}>
              {t('history.paid', {
                plan: catalogText(t, p.planName),
                amount: formatCents(p.amount, p.currency),
                date: formatDate(p.createdAt),
              })}
              {p.refundedAt && ` · ${t('history.refunded')}`}
            </li>
          ))}
          {claims.map((c) => (
            <li key={`c${c.id}`}>
              {t('history.claim', {
                plan: catalogText(t, c.planName),
                amount: formatCents(c.amount, c.currency),
                status: t(statusKey(c.status)),
              })}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

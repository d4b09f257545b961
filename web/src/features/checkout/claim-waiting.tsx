// "Waiting for confirmation" (issue 10): the transfer instructions with the reference, checked
// every few seconds until an admin confirms (then the learner's new level shows) or rejects.
import type { ClaimDto, PaymentDto, PaymentHistory } from '@civics/sync-protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { catalogText } from './catalog-text';
import { cancelClaim } from './checkout-api';
import { formatCents } from '../../i18n/format';
import { Card } from '../../ui/card';

export const CLAIM_CHECK_MS = 4000;

interface ClaimWaitingProps {
  claim: ClaimDto;
  reloadHistory: () => Promise<PaymentHistory | null>;
  onConfirmed: (payment: PaymentDto | undefined) => void;
  onRestart: () => void;
}

export function ClaimWaiting({ claim: initial, reloadHistory, onConfirmed, onRestart }: ClaimWaitingProps) {
  const { t } = useTranslation('checkout');
  const [claim, setClaim] = useState(initial);

  useEffect(() => {
    if (claim.status !== 'pending') return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      void reloadHistory().then((history) => {
        const fresh = history?.claims.find((c) => c.id === claim.id);
        if (!fresh || fresh.status === 'pending') return;
        if (fresh.status === 'confirmed')
          onConfirmed(history?.payments.find((p) => p.method === fresh.method && p.planId === fresh.planId));
        else setClaim(fresh);
      });
    }, CLAIM_CHECK_MS);
    return () => clearInterval(timer);
  }, [claim.id, claim.status, reloadHistory, onConfirmed]);

  const amount = formatCents(claim.amount, claim.currency);
  if (claim.status !== 'pending') {
    return (
      <section className="card stack">
        <Notice tone="error">{t('waiting.rejected')}</Notice>
        {claim.decisionNote && <p>{t('waiting.rejectedNote', { note: claim.decisionNote })}</p>}
        <Button onClick={onRestart}>{t('waiting.again')}</Button>
      </section>
    );
  }

  const i = claim.instructions;
  const rows: Array<[string, string | undefined]> = [
    [t('waiting.plan'), catalogText(t, claim.planName)],
    [t('waiting.amount'), amount],
    [t('waiting.reference'), claim.reference],
    [t('waiting.zelleTo'), i.zelleRecipient],
    [t('waiting.zelleName'), i.zelleRecipientName],
    [t('waiting.bankName'), i.bankName],
    [t('waiting.accountName'), i.accountName],
    [t('waiting.accountNumber'), i.accountNumber],
    [t('waiting.routingNumber'), i.routingNumber],
    [t('waiting.swiftCode'), i.swiftCode],
  ];
  return (
    <Card title={t('waiting.title')} titleId="claim-waiting-title" className="stack">
      <p>{t('waiting.text', { amount })}</p>
      <dl className="checkout-details">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <p className="field-hint" role="status">
        {t('waiting.checking')}
      </p>
      <Button variant="ghost" onClick={() => void cancelClaim(claim.id).then(onRestart, onRestart)}>
        {t('waiting.cancel')}
      </Button>
    </Card>
  );
}

// Zelle (spec part 2 §2, §5): the learner's Zelle phone or email, then the instructions with a
// reference. An admin confirms when the money is in; nothing here pretends it already arrived.
import type { ClaimDto, PricingPlanDto } from '@civics/sync-protocol';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/text-field';
import { ClaimFormEnd, useSendClaim } from './claim-form';

export function ZelleForm({ plan, onClaimed }: { plan: PricingPlanDto; onClaimed: (claim: ClaimDto) => void }) {
  const { t } = useTranslation('checkout');
  const [contact, setContact] = useState('');
  const [error, setError] = useState<string>();
  const claim = useSendClaim(onClaimed, t('errors.zelle'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = contact.trim();
    if (!value) return setError(t('zelle.error'));
    setError(undefined);
    await claim.send({
      planId: plan.id,
      method: 'zelle',
      ...(value.includes('@') ? { email: value } : { phone: value }),
    });
  }

  return (
    <form className="card stack" onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="card-title">{t('zelle.title')}</h2>
      <TextField
        label={t('zelle.contact')}
        hint={t('zelle.contactHint')}
        error={error}
        value={contact}
        autoComplete="email"
        onChange={(e) => setContact(e.target.value)}
      />
      <ClaimFormEnd failed={claim.failed} busy={claim.busy} label={t('zelle.submit')} />
    </form>
  );
}

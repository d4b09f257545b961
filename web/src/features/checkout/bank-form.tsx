// Bank transfer (spec part 2 §2, §5): full name and email, then the bank details with a reference.
import type { ClaimDto, PricingPlanDto } from '@civics/sync-protocol';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/text-field';
import { ClaimFormEnd, useSendClaim } from './claim-form';

interface BankErrors {
  fullName?: string;
  email?: string;
}

export function BankForm({
  plan,
  defaultEmail,
  onClaimed,
}: {
  plan: PricingPlanDto;
  defaultEmail: string;
  onClaimed: (claim: ClaimDto) => void;
}) {
  const { t } = useTranslation('checkout');
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState(defaultEmail);
  const [errors, setErrors] = useState<BankErrors>({});
  const claim = useSendClaim(onClaimed, t('errors.bank'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: BankErrors = {};
    if (!fullName.trim()) found.fullName = t('bank.errors.fullName');
    if (!email.trim() || !email.includes('@')) found.email = t('bank.errors.email');
    setErrors(found);
    if (found.fullName || found.email) return;
    await claim.send({ planId: plan.id, method: 'bank_transfer', fullName: fullName.trim(), email: email.trim() });
  }

  return (
    <form className="card stack" onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="card-title">{t('bank.title')}</h2>
      <ul className="checkout-facts">
        <li>{t('bank.days')}</li>
        <li>{t('bank.fees')}</li>
        <li>{t('bank.usOnly')}</li>
        <li>{t('bank.valid')}</li>
      </ul>
      <TextField
        label={t('bank.fullName')}
        error={errors.fullName}
        value={fullName}
        autoComplete="name"
        onChange={(e) => setFullName(e.target.value)}
      />
      <TextField
        label={t('bank.email')}
        error={errors.email}
        type="email"
        value={email}
        autoComplete="email"
        onChange={(e) => setEmail(e.target.value)}
      />
      <ClaimFormEnd failed={claim.failed} busy={claim.busy} label={t('bank.submit')} />
    </form>
  );
}

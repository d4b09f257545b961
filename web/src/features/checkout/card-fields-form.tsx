// Card payment through PayPal's hosted card fields: the number, expiry, CVV and name are typed into
// PayPal's own inputs (formatted by PayPal as the learner types) and never touch our server.
import type { PricingPlanDto } from '@civics/sync-protocol';
import {
  PayPalCardFieldsProvider,
  PayPalCVVField,
  PayPalExpiryField,
  PayPalNameField,
  PayPalNumberField,
  usePayPalCardFields,
} from '@paypal/react-paypal-js';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { cardErrors, type CardField } from './card-rules';
import { planPriceText } from './price';

interface CardFieldsFormProps {
  plan: PricingPlanDto;
  /** Opens the PayPal order for this card payment (its refusal is shown by the caller). */
  createOrder: () => Promise<string>;
  onApproveOrder: (orderId: string) => Promise<void>;
  onFailed: () => void;
}

export function CardFieldsForm({ plan, createOrder, onApproveOrder, onFailed }: CardFieldsFormProps) {
  return (
    <PayPalCardFieldsProvider
      createOrder={createOrder}
      onApprove={(data) => void onApproveOrder(data.orderID)}
      onError={() => onFailed()}
      style={{ input: { 'font-size': '16px' } }}
    >
      <CardFieldsInner plan={plan} />
    </PayPalCardFieldsProvider>
  );
}

function HostedField({ label, error, children }: { label: string; error?: string | undefined; children: ReactNode }) {
  return (
    <div className="field">
      <span className="field-label">{label}</span>
      {children}
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}

function CardFieldsInner({ plan }: { plan: PricingPlanDto }) {
  const { t } = useTranslation('checkout');
  const { cardFieldsForm } = usePayPalCardFields();
  const [email, setEmail] = useState(useCurrentUserStore.getState().user?.email ?? '');
  const [errors, setErrors] = useState<CardField[]>([]);
  const [busy, setBusy] = useState(false);
  const message = (field: CardField) => (errors.includes(field) ? t(`card.errors.${field}`) : undefined);

  async function pay() {
    if (!cardFieldsForm) return;
    const state = await cardFieldsForm.getState();
    const found = cardErrors(
      {
        number: state.fields.cardNumberField.isValid,
        expiry: state.fields.cardExpiryField.isValid,
        cvv: state.fields.cardCvvField.isValid,
        name: state.fields.cardNameField.isValid,
      },
      email,
    );
    setErrors(found);
    if (found.length) return;
    setBusy(true);
    try {
      await cardFieldsForm.submit({ billingAddress: { countryCode: 'US' } });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="stack">
      <p className="field-hint">{t('card.secure')}</p>
      <HostedField label={t('card.number')} error={message('number')}>
        <PayPalNumberField />
      </HostedField>
      <HostedField label={t('card.expiry')} error={message('expiry')}>
        <PayPalExpiryField />
      </HostedField>
      <HostedField label={t('card.cvv')} error={message('cvv')}>
        <PayPalCVVField />
      </HostedField>
      <HostedField label={t('card.name')} error={message('name')}>
        <PayPalNameField />
      </HostedField>
      <TextField
        label={t('card.email')}
        type="email"
        value={email}
        error={message('email')}
        onChange={(e) => setEmail(e.target.value)}
      />
      {/* No fee on top: the button's price is what the card is charged (issue 21). */}
      <p className="field-hint">{t('card.accepted')}</p>
      <Button block disabled={busy || !cardFieldsForm} onClick={() => void pay()}>
        {t('card.pay', { price: planPriceText(plan) })}
      </Button>
    </div>
  );
}

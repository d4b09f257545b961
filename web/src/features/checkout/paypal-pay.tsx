// PayPal's own buttons and card fields (issue 10). Loaded as its own chunk only when the learner
// picks PayPal or card, so neither PayPal's code nor its script reaches any other screen.
import type { PaymentResult, PaypalSetupAnswer, PricingPlanDto } from '@civics/sync-protocol';
import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../ui/notice';
import { Spinner } from '../../ui/spinner';
import { CardFieldsForm } from './card-fields-form';
import { capturePaypalOrder, createPaypalOrder, fetchPaypalSetup } from './checkout-api';

interface PaypalPayProps {
  plan: PricingPlanDto;
  kind: 'paypal' | 'card';
  onPaid: (result: PaymentResult) => void;
}

export default function PaypalPay({ plan, kind, onPaid }: PaypalPayProps) {
  const { t } = useTranslation('checkout');
  const [setup, setSetup] = useState<PaypalSetupAnswer | 'failed' | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    fetchPaypalSetup()
      .then((answer) => live && setSetup(answer))
      .catch((error: unknown) => {
        // The spec: PayPal setup failures are only logged; the learner sees that PayPal is unavailable.
        console.error('PayPal setup failed', error);
        if (live) setSetup('failed');
      });
    return () => {
      live = false;
    };
  }, []);

  if (setup === null) return <Spinner />;
  if (setup === 'failed') return <Notice tone="error">{t('paypal.unavailable')}</Notice>;

  const approve = async (orderId: string) => {
    try {
      onPaid(await capturePaypalOrder(orderId));
    } catch {
      setFailed(true);
    }
  };

  return (
    <PayPalScriptProvider
      options={{ clientId: setup.clientId, dataClientToken: setup.clientToken, components: 'buttons,card-fields', currency: plan.currency, intent: 'capture' }}
    >
      <div className="card stack">
        <h2 className="card-title">{kind === 'card' ? t('card.title') : t('paypal.title')}</h2>
        {kind === 'card' ? (
          <CardFieldsForm plan={plan} onApproveOrder={approve} onFailed={() => setFailed(true)} />
        ) : (
          <>
            <p>{t('paypal.text')}</p>
            <PayPalButtons
              fundingSource="paypal"
              style={{ layout: 'vertical' }}
              createOrder={() => createPaypalOrder(plan)}
              onApprove={(data) => approve(data.orderID)}
              onError={() => setFailed(true)}
            />
          </>
        )}
        {failed && (
          <Notice tone="error">
            <strong>{t('errors.paymentTitle')}</strong> {t('errors.payment')}
          </Notice>
        )}
      </div>
    </PayPalScriptProvider>
  );
}

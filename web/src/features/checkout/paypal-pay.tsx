// PayPal's own buttons and card fields (issues 10 and 21). Loaded as its own chunk only when the
// learner picks PayPal or card, so neither PayPal's code nor its script reaches any other screen.
// The script comes from the base the server names (its CSP allows exactly that on /checkout); a
// script that fails to load shows the spec's Payment Error and the way back to the other methods.
import type { PaymentPending, PaymentResult, PaypalSetupAnswer, PricingPlanDto } from '@civics/sync-protocol';
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../lib/request';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { Spinner } from '../../ui/spinner';
import { CardFieldsForm } from './card-fields-form';
import { capturePaypalOrder, createPaypalOrder, fetchPaypalSetup } from './checkout-api';
import { methodOffText } from './method-off';

type Kind = 'paypal' | 'card';

interface PaypalPayProps {
  plan: PricingPlanDto;
  kind: Kind;
  onPaid: (result: PaymentResult) => void;
  onOtherMethods: () => void;
}

/** What went wrong, in the learner's terms: a card refusal, PayPal's refusal, a held payment, anything else. */
type Failure = 'card' | 'paypalDeclined' | 'amount' | 'other';

export default function PaypalPay({ plan, kind, onPaid, onOtherMethods }: PaypalPayProps) {
  const { t } = useTranslation('checkout');
  const [setup, setSetup] = useState<PaypalSetupAnswer | 'failed' | null>(null);

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

  return (
    <PayPalScriptProvider
      options={{
        clientId: setup.clientId,
        dataClientToken: setup.clientToken,
        components: 'buttons,card-fields',
        currency: plan.currency,
        intent: 'capture',
        sdkBaseUrl: setup.sdkBase,
      }}
    >
      <div className="card stack">
        <h2 className="card-title">{kind === 'card' ? t('card.title') : t('paypal.title')}</h2>
        <PaypalScriptState kind={kind} plan={plan} onPaid={onPaid} onOtherMethods={onOtherMethods} />
      </div>
    </PayPalScriptProvider>
  );
}

function PaypalScriptState({ plan, kind, onPaid, onOtherMethods }: PaypalPayProps) {
  const { t } = useTranslation('checkout');
  const [{ isRejected, isPending }] = usePayPalScriptReducer();
  const [failure, setFailure] = useState<Failure | null>(null);
  // A method switched off meanwhile (order or capture refused, issue 34): the server's one refusal.
  const [offText, setOffText] = useState<string>();
  const [pending, setPending] = useState<PaymentPending | null>(null);
  const createOrder = (method: 'paypal' | 'card') =>
    createPaypalOrder(plan, method).catch((error: unknown) => {
      setOffText(methodOffText(error));
      throw error;
    });

  const approve = async (orderId: string) => {
    try {
      const answer = await capturePaypalOrder(orderId);
      if (answer.status === 'PENDING') setPending(answer);
      else onPaid(answer);
    } catch (error) {
      const off = methodOffText(error);
      if (off) return setOffText(off);
      const status = error instanceof RequestError ? error.status : 0;
      setFailure(status === 402 ? (kind === 'card' ? 'card' : 'paypalDeclined') : status === 409 ? 'amount' : 'other');
    }
  };

  if (isRejected) return <PaymentErrorNotice text={t('errors.scriptFailed')} onOtherMethods={onOtherMethods} />;
  if (isPending) return <Spinner />;
  if (pending) return <Notice>{t('pending.text')}</Notice>;

  return (
    <>
      {kind === 'card' ? (
        <CardFieldsForm
          plan={plan}
          createOrder={() => createOrder('card')}
          onApproveOrder={approve}
          onFailed={() => setFailure('card')}
        />
      ) : (
        <>
          <p>{t('paypal.text')}</p>
          <PayPalButtons
            fundingSource="paypal"
            style={{ layout: 'vertical' }}
            createOrder={() => createOrder('paypal')}
            onApprove={(data) => approve(data.orderID)}
            onError={() => setFailure('other')}
          />
        </>
      )}
      {offText ? (
        <PaymentErrorNotice text={offText} onOtherMethods={onOtherMethods} />
      ) : (
        failure && (
          <PaymentErrorNotice
            text={t(`errors.${failure === 'card' ? 'payment' : failure}`)}
            onOtherMethods={onOtherMethods}
          />
        )
      )}
    </>
  );
}

function PaymentErrorNotice({ text, onOtherMethods }: { text: string; onOtherMethods: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="stack">
      <Notice tone="error">
        <strong>{t('errors.paymentTitle')}</strong> {text}
      </Notice>
      <Button variant="secondary" block onClick={onOtherMethods}>
        {t('errors.otherMethods')}
      </Button>
    </div>
  );
}

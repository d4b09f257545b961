// The payment flow (spec part 2 §4): plan list → plan chosen → method chosen → the method's form,
// then "waiting for confirmation" (Zelle, bank) or success (PayPal, card). Back goes one step.
import type { ClaimDto, PaymentMethodDto, PricingPlanDto } from '@civics/sync-protocol';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { Spinner } from '../../ui/spinner';
import { BankForm } from './bank-form';
import { ClaimWaiting } from './claim-waiting';
import { isKnownMethod, MethodList } from './method-list';
import { PaymentHistory } from './payment-history';
import { PlanList } from './plan-list';
import { planPriceText } from './price';
import { SuccessView } from './success-view';
import { catalogText } from './catalog-text';
import { YourPlan } from './your-plan';
import { useCheckoutData } from './use-checkout-data';
import { useCheckoutSteps } from './use-checkout-steps';
import { useEdgeSwipe } from './use-edge-swipe';
import { ZelleForm } from './zelle-form';
import './checkout.css';

// PayPal's code loads only when the learner picks PayPal or card.
const PaypalPay = lazy(() => import('./paypal-pay'));

export function CheckoutFlow() {
  const { t } = useTranslation('checkout');
  const data = useCheckoutData();
  const { step, setStep, back, paid, restart } = useCheckoutSteps(data);
  const swipe = useEdgeSwipe(back);
  const email = useCurrentUserStore((s) => s.user?.email ?? '');
  // The server decides who may buy (issue 21); the screen only follows its answer.
  const standing = data.history?.standing ?? 'new';
  const mayBuy = standing === 'new' || standing === 'renewal';

  return (
    <main className="page checkout-page" onTouchStart={swipe.onTouchStart} onTouchEnd={swipe.onTouchEnd}>
      <div className="checkout-header">
        <Button variant="ghost" onClick={back}>
          <ArrowLeft aria-hidden="true" size={18} /> {t('back')}
        </Button>
        <h1>{t('title')}</h1>
      </div>
      {data.status === 'loading' && <Spinner />}
      {data.status === 'error' && (
        <div className="stack">
          <Notice tone="error">{t('loadError')}</Notice>
          <Button onClick={data.reload}>{t('retry')}</Button>
        </div>
      )}
      {data.status === 'ready' && (
        <div className="stack">
          {step.name === 'plans' && (
            <>
              <YourPlan standing={standing} />
              {mayBuy && <p>{t('intro')}</p>}
              {mayBuy && <PlanList plans={data.plans} onChoose={(plan) => setStep({ name: 'methods', plan })} />}
              {data.history && <PaymentHistory history={data.history} />}
            </>
          )}
          {(step.name === 'methods' || step.name === 'form') && (
            <p className="checkout-chosen">
              {t('plan.chosen', { name: catalogText(t, step.plan.planName), price: planPriceText(step.plan) })}
            </p>
          )}
          {step.name === 'methods' && (
            <MethodList
              methods={data.methods}
              onChoose={(method) => setStep({ name: 'form', plan: step.plan, method })}
            />
          )}
          {step.name === 'form' && (
            <MethodForm
              plan={step.plan}
              method={step.method}
              email={email}
              onClaimed={(claim) => setStep({ name: 'waiting', claim })}
              onPaid={(endDate, level) => void paid(endDate, level)}
              onOtherMethods={() => setStep({ name: 'methods', plan: step.plan })}
            />
          )}
          {step.name === 'waiting' && (
            <ClaimWaiting
              claim={step.claim}
              reloadHistory={data.reloadHistory}
              onConfirmed={(payment) => void paid(payment?.endDate ?? null)}
              onRestart={restart}
            />
          )}
          {step.name === 'success' && <SuccessView level={step.level} endDate={step.endDate} />}
        </div>
      )}
    </main>
  );
}

interface MethodFormProps {
  plan: PricingPlanDto;
  method: PaymentMethodDto;
  email: string;
  onClaimed: (claim: ClaimDto) => void;
  onPaid: (endDate: string | null, level: number) => void;
  onOtherMethods: () => void;
}

function MethodForm({ plan, method, email, onClaimed, onPaid, onOtherMethods }: MethodFormProps) {
  const { t } = useTranslation('checkout');
  if (method.name === 'zelle') return <ZelleForm plan={plan} onClaimed={onClaimed} />;
  if (method.name === 'bank_transfer') return <BankForm plan={plan} defaultEmail={email} onClaimed={onClaimed} />;
  if (isKnownMethod(method.name))
    return (
      <Suspense fallback={<Spinner />}>
        <PaypalPay
          plan={plan}
          kind={method.name === 'card' ? 'card' : 'paypal'}
          onPaid={(result) => onPaid(result.endDate, result.approvalLevel)}
          onOtherMethods={onOtherMethods}
        />
      </Suspense>
    );
  return (
    <section className="card">
      <h2 className="card-title">{t('soon.title')}</h2>
      <p>{t('soon.text', { method: catalogText(t, method.displayName) })}</p>
    </section>
  );
}

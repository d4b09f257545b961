// The payment-method buttons. A method that cannot take money now is shown disabled with the
// reason (issue 10: never a form that pretends); a method we have no form for says "coming soon".
import type { PaymentMethodDto } from '@civics/sync-protocol';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { catalogText } from './catalog-text';

export const KNOWN_METHODS = ['card', 'paypal', 'zelle', 'bank_transfer'] as const;
export const isKnownMethod = (name: string) => (KNOWN_METHODS as readonly string[]).includes(name);

export function MethodList({
  methods,
  onChoose,
}: {
  methods: PaymentMethodDto[];
  onChoose: (method: PaymentMethodDto) => void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <section aria-labelledby="checkout-methods-title" className="stack">
      <h2 id="checkout-methods-title">{t('methods.title')}</h2>
      <ul className="checkout-methods">
        {methods.map((method) => {
          const usable = method.isEnabled || !isKnownMethod(method.name);
          const reasonId = `method-reason-${method.id}`;
          const reason =
            method.name === 'card' && method.unavailableReason === 'not_configured'
              ? t('methods.unavailable.card')
              : t(`methods.unavailable.${method.unavailableReason ?? 'not_configured'}`);
          return (
            <li key={method.id}>
              <Button
                variant="secondary"
                block
                disabled={!usable}
                aria-describedby={usable ? undefined : reasonId}
                onClick={() => onChoose(method)}
              >
                {catalogText(t, method.displayName)}
              </Button>
              {method.description && <p className="field-hint">{catalogText(t, method.description)}</p>}
              {!usable && (
                <p id={reasonId} className="field-hint checkout-reason">
                  {reason}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { useTranslation } from 'react-i18next';

/** A busy indicator that screen readers announce as "Loading" (or the given label). */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="spinner-wrap">
      <div role="status" aria-label={label ?? t('loading')} className="spinner" />
    </div>
  );
}

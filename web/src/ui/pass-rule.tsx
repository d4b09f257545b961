import { useTranslation } from 'react-i18next';

/**
 * The pass rule, stated once for the whole app (issue 22): practice tests at 80 %, the real interview
 * at 12 of 20 (2025) or 6 of 10. Public pages nest the same text ($t(public:passRule)).
 */
export function PassRule({ className }: { className?: string }) {
  const { t } = useTranslation('public');
  return <p className={className}>{t('passRule')}</p>;
}

import { useTranslation } from 'react-i18next';

/** The server hands out the code only in development, so testers without mail can go on. */
export function DevCodeNotice({ code }: { code?: string }) {
  const { t } = useTranslation('auth');
  if (!code) return null;
  return <p className="dev-code">{t('verify.devCode', { code })}</p>;
}

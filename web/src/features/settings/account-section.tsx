import { CreditCard, Database, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../routes';
import { ButtonLink } from '../../ui/button-link';

/** Settings' account section: the way to the change password page (spec part 1 §2) and to "Your data" (issue 14). */
export function AccountSection() {
  const { t } = useTranslation('account');
  const { t: tData } = useTranslation('myData');
  const { t: tCommon } = useTranslation('common');
  return (
    <section className="stack" aria-labelledby="settings-account">
      <h2 id="settings-account">{t('settingsSection.title')}</h2>
      <ButtonLink to={paths.changePassword} variant="secondary" block>
        <KeyRound aria-hidden="true" size={20} /> {t('settingsSection.changePassword')}
      </ButtonLink>
      {/* Your plan: level, end date, payments with receipts, renew (issue 21); a document load for /checkout's CSP. */}
      <ButtonLink to={paths.checkout} reloadDocument variant="secondary" block>
        <CreditCard aria-hidden="true" size={20} /> {tCommon('yourPlanLink')}
      </ButtonLink>
      <ButtonLink to={paths.myData} variant="secondary" block>
        <Database aria-hidden="true" size={20} /> {tData('settingsLink')}
      </ButtonLink>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { ScreenTitleKey } from '../../i18n/resources';
import type { AppPath } from '../../routes';
import { ButtonLink } from '../../ui/button-link';

interface NotBuiltPageProps {
  titleKey: ScreenTitleKey;
  /** Public pages have no top bar, so they offer their own way back. */
  backTo?: AppPath;
}

/** Stands in for a screen a later issue builds, so every route of the spec already resolves. */
export function NotBuiltPage({ titleKey, backTo }: NotBuiltPageProps) {
  const { t } = useTranslation(['screens', 'common']);
  return (
    <main className="page">
      <h1>{t(titleKey)}</h1>
      <p>{t('common:notBuilt.text')}</p>
      {backTo && (
        <ButtonLink to={backTo} variant="secondary">
          {t('common:notBuilt.back')}
        </ButtonLink>
      )}
    </main>
  );
}

import { useTranslation } from 'react-i18next';
import { paths } from '../routes';
import { ButtonLink } from '../ui/button-link';
import { Card } from '../ui/card';

export function AccessDenied() {
  const { t } = useTranslation();
  return (
    <main className="page page-center">
      <Card title={t('accessDenied.title')} level={1} className="card-danger">
        <p>{t('accessDenied.text')}</p>
        <ButtonLink to={paths.settings}>{t('accessDenied.returnToSettings')}</ButtonLink>
      </Card>
    </main>
  );
}

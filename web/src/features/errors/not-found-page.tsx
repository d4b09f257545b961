import { useTranslation } from 'react-i18next';
import { paths } from '../../routes';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="page page-center">
      <Card title={t('notFound.title')} level={1}>
        <p>{t('notFound.text')}</p>
        <ButtonLink to={paths.landing}>{t('notFound.home')}</ButtonLink>
      </Card>
    </main>
  );
}

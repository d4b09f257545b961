import { useTranslation } from 'react-i18next';
import { paths } from '../../routes';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { ResultActionRow } from '../../ui/result-action-row';

/** The empty and the finished state: back to studying, or to the results. */
export function ReviewEnd({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('review');
  return (
    <Card title={title}>
      <div className="stack">
        <p role="status">{text}</p>
        <ResultActionRow>
          <ButtonLink to={paths.study} block>
            {t('backToStudy')}
          </ButtonLink>
          <ButtonLink to={paths.studyResults} variant="secondary" block>
            {t('viewResults')}
          </ButtonLink>
        </ResultActionRow>
      </div>
    </Card>
  );
}

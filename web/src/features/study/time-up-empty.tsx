// Time ran out before any answer (issue 13): nothing to score, so no '0/0 · 0%' results page, but
// a plain message and the ways back.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../routes';
import { ButtonLink } from '../../ui/button-link';
import { BackLink } from '../../ui/back-link';
import { Card } from '../../ui/card';

export function TimeUpEmpty() {
  const { t } = useTranslation('study');
  // A new ?reset= makes a new session of the same batch.
  const [again] = useState(() => `${paths.study}?reset=${Date.now()}`);
  return (
    <Card title={t('timeUpEmpty.title')} className="study-time-up-empty">
      <p role="alert">{t('timeUpEmpty.text')}</p>
      <div className="settings-actions">
        <ButtonLink block to={again}>
          {t('timeUpEmpty.again')}
        </ButtonLink>
        <BackLink block variant="secondary" />
      </div>
    </Card>
  );
}

// Study results (spec part 1 §2, §4): the score of the last study session, what to do next, and
// every answer to look back at. Reads only what the browser and the device database hold, so it
// opens offline; a session another device synced while the screen is open replaces it (issue 22).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../routes';
import { BackLink } from '../../ui/back-link';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { useLiveHistory } from '../../lib/history/use-live-history';
import { loadStudyResult } from './load-study-result';
import { StudyResultView } from './study-result-view';
import '../../ui/answer-feedback.css';
import './results.css';

export function Screen() {
  const { t } = useTranslation(['results', 'screens']);
  // Read at once (the page consumes the review's hand-over key while loading), then live.
  const [atMount] = useState(loadStudyResult);
  const live = useLiveHistory(loadStudyResult);
  const result = live === undefined ? atMount : live;
  return (
    <main className="page stack">
      <div>
        <BackLink />
      </div>
      <h1>{t('screens:studyResults')}</h1>
      {result ? (
        <StudyResultView result={result} />
      ) : (
        <Card title={t('empty.title')}>
          <div className="stack">
            <p>{t('empty.text')}</p>
            <ButtonLink to={paths.settings} block>
              {t('empty.action')}
            </ButtonLink>
          </div>
        </Card>
      )}
    </main>
  );
}

// Manual reading practice (spec part 2 §2; "manual" read as: the learner moves on with a tap, at
// their own pace): the same highlights as the visual page, question 4 times then answer 2 times,
// each tap the next one, looping. Start/Stop, no Reset.
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../routes';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Spinner } from '../../ui/spinner';
import { ReadingCard, ReadingCountField, ReadingStatus } from './reading-view';
import { firstPosition, nextPosition, type ReadingPosition } from './reading-schedule';
import { DEFAULT_READING_COUNT, useReadingQuestions } from './use-reading-questions';
import '../../ui/practice.css';

export function Screen() {
  const { t } = useTranslation(['reading', 'practice', 'screens']);
  const [count, setCount] = useState(DEFAULT_READING_COUNT);
  const questions = useReadingQuestions(count);
  const [position, setPosition] = useState<ReadingPosition | null>(null);
  const running = position !== null;
  const question = questions?.[position?.index ?? 0];

  return (
    <main className="page stack">
      <div>
        <ButtonLink to={paths.listeningPracticeSettings} variant="ghost">
          <ArrowLeft size={20} aria-hidden="true" /> {t('practice:backToListening')}
        </ButtonLink>
      </div>
      <h1>{t('screens:readingPractice')}</h1>
      <p className="lead">{t('intro_manual')}</p>
      <ReadingCountField
        value={count}
        disabled={running}
        onChange={(n) => {
          setPosition(null);
          setCount(n);
        }}
      />
      <ReadingStatus position={position} total={questions?.length ?? 0} />
      {questions === undefined ? <Spinner /> : question ? <ReadingCard question={question} position={position} /> : <p>{t('empty')}</p>}
      <div className="button-row">
        {running && questions && (
          <Button onClick={() => setPosition(nextPosition(position, questions.length, false))}>
            {t('next')} <ArrowRight size={20} aria-hidden="true" />
          </Button>
        )}
        <Button variant={running ? 'destructive' : 'primary'} disabled={!question} onClick={() => setPosition(running ? null : firstPosition())}>
          {running ? t('stop') : t('start')}
        </Button>
      </div>
    </main>
  );
}

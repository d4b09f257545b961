// Listening practice (spec part 2 §2, §4, §9): the questions read aloud again and again, the
// correct answer marked while it is read, the screen held awake. Everything comes from the device,
// so it runs offline.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { Spinner } from '../../ui/spinner';
import { VoiceNotice } from '../../ui/voice-notice';
import { WakeLockIndicator } from '../../ui/wake-lock-indicator';
import { ListeningQuestion } from './listening-question';
import { settingsFromQuery } from './listening-settings';
import { useListeningPractice } from './use-listening-practice';
import '../../ui/practice.css';
import { BackToListeningLink, PageHeader } from '../../ui/page-header';

export function Screen() {
  const { t } = useTranslation(['listening', 'practice', 'screens']);
  const [params] = useSearchParams();
  const settings = useMemo(() => settingsFromQuery(params), [params]);
  const practice = useListeningPractice(settings);
  const { questions, position, running } = practice;
  const index = position?.index ?? 0;
  const question = questions?.[index];

  return (
    <main className="page stack">
      <PageHeader title={t('screens:listeningPractice')} back={<BackToListeningLink />} />
      <VoiceNotice />
      <div className="practice-header">
        {questions && questions.length > 0 && (
          <p className="practice-progress">{t('practice.progress', { current: index + 1, total: questions.length })}</p>
        )}
        <WakeLockIndicator state={practice.wakeLock} />
      </div>
      {practice.ended && <Notice tone="error">{t(`errors.${practice.ended}`)}</Notice>}
      {questions === undefined ? (
        <Spinner />
      ) : question ? (
        <>
          <p className="practice-phase" aria-live="polite">
            {running && position
              ? t(`practice.phase_${position.phase}`, { read: position.read, reads: position.reads })
              : t('practice.idle')}
          </p>
          <ListeningQuestion question={question} position={running ? position : null} />
        </>
      ) : (
        <Card>
          <p>{t('practice:errors.noQuestionsText')}</p>
        </Card>
      )}
      <Button block variant={running ? 'destructive' : 'primary'} onClick={running ? practice.stop : practice.start}>
        {running ? t('practice.stop') : t('practice.start')}
      </Button>
    </main>
  );
}

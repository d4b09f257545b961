// Visual reading practice (spec part 2 §2, §4, §6, §9): the first questions of the bank, the
// question then its answer highlighted on timers while the learner reads aloud; Start/Stop/Reset;
// the screen held awake while it runs. Reads only the device, so it runs offline.
import { useTranslation } from 'react-i18next';
import { useWakeLock } from '../../lib/use-wake-lock';
import { Button } from '../../ui/button';
import { BackLink } from '../../ui/back-link';
import { WakeLockIndicator } from '../../ui/wake-lock-indicator';
import { ReadingSession } from './reading-view';
import { useReadingChoice } from './use-reading-questions';
import { useReadingRun } from './use-reading-run';
import '../../ui/practice.css';
import { PageHeader } from '../../ui/page-header';

export function Screen() {
  const { t } = useTranslation(['reading', 'practice', 'screens']);
  const reading = useReadingChoice();
  const { questions } = reading;
  const { position, running, start, stop, reset } = useReadingRun(questions?.length ?? 0);
  const wakeLock = useWakeLock(running);

  const question = questions?.[position?.index ?? 0];
  return (
    <main className="page stack">
      {/* The spec names Settings as this screen's way back (part 2). */}
      <PageHeader title={t('screens:visualReadingPractice')} back={<BackLink to="settings" />} />
      <p className="lead">{t('intro_visual')}</p>
      <WakeLockIndicator state={wakeLock} />
      <ReadingSession reading={reading} running={running} position={position} onRestart={reset} />
      <div className="button-row">
        <Button variant={running ? 'destructive' : 'primary'} onClick={running ? stop : start} disabled={!question}>
          {running ? t('stop') : t('start')}
        </Button>
        <Button variant="secondary" onClick={reset}>
          {t('reset')}
        </Button>
      </div>
    </main>
  );
}

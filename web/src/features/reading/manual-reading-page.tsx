// Manual reading practice (spec part 2 §2, §9): the visual page's schedule - the question highlighted
// 4 times for 2 s, then its answer 2 times for 1.5 s, the next question after 1 s, looping - with
// Start/Stop. A learner who wants more time chooses "When I tap Next" and moves on by tapping instead.
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWakeLock } from '../../lib/use-wake-lock';
import { Button } from '../../ui/button';
import { WakeLockIndicator } from '../../ui/wake-lock-indicator';
import { ReadingSession } from './reading-view';
import { firstPosition, nextPosition } from './reading-schedule';
import { useReadingChoice } from './use-reading-questions';
import { useReadingRun } from './use-reading-run';
import '../../ui/practice.css';
import { BackToListeningLink, PageHeader } from '../../ui/page-header';

type Advance = 'timed' | 'tap';

export function Screen() {
  const { t } = useTranslation(['reading', 'practice', 'screens']);
  const [advance, setAdvance] = useState<Advance>('timed');
  const reading = useReadingChoice();
  const { questions } = reading;
  const total = questions?.length ?? 0;
  const timed = useReadingRun(total);
  const { position, setPosition, reset } = timed;
  // On taps the run is "on" while a position is shown; on the timer, while the loop runs.
  const running = advance === 'timed' ? timed.running : position !== null;
  const wakeLock = useWakeLock(advance === 'timed' && running);
  const question = questions?.[position?.index ?? 0];

  const startOrStop = () => {
    if (running) return advance === 'timed' ? timed.stop() : setPosition(null);
    if (advance === 'timed') timed.start();
    else setPosition(firstPosition());
  };

  return (
    <main className="page stack">
      <PageHeader title={t('screens:readingPractice')} back={<BackToListeningLink />} />
      <p className="lead">{t(advance === 'timed' ? 'intro_manual_timed' : 'intro_manual')}</p>
      <fieldset className="fieldset" disabled={running}>
        <legend>{t('advance.label')}</legend>
        {(['timed', 'tap'] as const).map((choice) => (
          <label key={choice} className="radio-option">
            <input
              type="radio"
              name="reading-advance"
              value={choice}
              checked={advance === choice}
              onChange={() => {
                reset();
                setAdvance(choice);
              }}
            />
            <span>{t(`advance.${choice}`)}</span>
          </label>
        ))}
      </fieldset>
      {advance === 'timed' && <WakeLockIndicator state={wakeLock} />}
      <ReadingSession reading={reading} running={running} position={position} onRestart={reset} />
      <div className="button-row">
        {advance === 'tap' && position && (
          <Button onClick={() => setPosition(nextPosition(position, total, false))}>
            {t('next')} <ArrowRight size={20} aria-hidden="true" />
          </Button>
        )}
        <Button variant={running ? 'destructive' : 'primary'} disabled={!question} onClick={startOrStop}>
          {running ? t('stop') : t('start')}
        </Button>
      </div>
    </main>
  );
}

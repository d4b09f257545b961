import { Hourglass, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { minutesAndSeconds } from './use-study-clock';

/**
 * The study screen's two times (spec part 1 §2: a timer and the time remaining; issue 31 brought
 * the time spent back): small, on the question line, each with its icon and its name for screen readers.
 */
export function StudyTimes({ elapsedSeconds, remainingSeconds }: { elapsedSeconds: number; remainingSeconds: number }) {
  const { t } = useTranslation('study');
  return (
    <>
      <p className="question-chrome-time study-elapsed">
        <Timer size={16} aria-hidden="true" />
        <span className="visually-hidden">{t('elapsed')} </span>
        <span data-testid="time-elapsed">{minutesAndSeconds(elapsedSeconds)}</span>
      </p>
      <p className="question-chrome-time" role="timer" aria-label={t('remaining')}>
        <Hourglass size={16} aria-hidden="true" />{' '}
        <span data-testid="time-remaining">{minutesAndSeconds(remainingSeconds)}</span>
      </p>
    </>
  );
}

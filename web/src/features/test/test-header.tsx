// The running test's header: Home, the counter with its progress bar, the countdown, and Show/Hide
// Question (no sign-out beside the clock, issue 31: a tap there ended the test).
import { Eye, EyeOff, House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../routes';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { QuestionChrome } from '../../ui/question-chrome';
import { minutesSeconds } from './use-countdown';

interface TestHeaderProps {
  /** 1-based. */
  current: number;
  total: number;
  remainingSeconds: number;
  showQuestion: boolean;
  onToggleQuestion: () => void;
}

export function TestHeader({ current, total, remainingSeconds, showQuestion, onToggleQuestion }: TestHeaderProps) {
  const { t } = useTranslation('test');
  const toggleLabel = showQuestion ? t('hideQuestion') : t('showQuestion');
  return (
    <header className="test-header" data-toasts-below>
      <QuestionChrome
        current={current}
        total={total}
        counterText={t('counter', { current, total })}
        counterLabel={t('counterLabel', { current, total })}
        lead={
          <ButtonLink
            to={paths.home}
            variant="ghost"
            className="test-header-icon test-header-home"
            aria-label={t('homeButton')}
            title={t('homeButton')}
          >
            <House size={22} aria-hidden="true" />
          </ButtonLink>
        }
        time={
          <p className="question-chrome-time test-clock" role="timer" aria-label={t('timeLeft')}>
            <span data-testid="test-countdown">{minutesSeconds(remainingSeconds)}</span>
          </p>
        }
        trail={
          <Button
            variant="ghost"
            className="test-header-icon test-header-toggle"
            aria-pressed={!showQuestion}
            aria-label={toggleLabel}
            title={toggleLabel}
            onClick={onToggleQuestion}
          >
            {showQuestion ? <EyeOff size={22} aria-hidden="true" /> : <Eye size={22} aria-hidden="true" />}
          </Button>
        }
      />
    </header>
  );
}

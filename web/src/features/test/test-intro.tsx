// Before a test (issue 31): one card that says what is coming — how many questions, how long, the
// pass mark, what happens when the time is up and why there is no translation — then Start. The
// clock starts only on Start (the session mounts then). The card is in the learner's language; the
// test itself is English only, as the officer asks it (spec part 1 §4).
import { Clock, Languages, ListChecks, TimerOff, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { BackLink } from '../../ui/back-link';
import { Card } from '../../ui/card';
import { PassRule } from '../../ui/pass-rule';
import { minutesSeconds } from './use-countdown';

interface TestIntroProps {
  questionCount: number;
  /** The whole test's time, as the countdown will give it. */
  totalSeconds: number;
  onStart: () => void;
}

export function TestIntro({ questionCount, totalSeconds, onStart }: TestIntroProps) {
  const { t, i18n } = useTranslation('test');
  const wholeMinutes = totalSeconds % 60 === 0;
  const time = wholeMinutes
    ? t('intro.minutes', { count: totalSeconds / 60 })
    : t('intro.minutesSeconds', { time: minutesSeconds(totalSeconds) });
  return (
    <Card title={t('intro.title')} level={2} className="test-intro" lang={i18n.language} data-testid="test-intro">
      <ul className="test-intro-facts">
        <Fact icon={<ListChecks size={22} aria-hidden="true" />}>
          <span data-testid="test-intro-count">{t('intro.questions', { count: questionCount })}</span>
        </Fact>
        <Fact icon={<Clock size={22} aria-hidden="true" />}>
          <span data-testid="test-intro-time">{t('intro.time', { time })}</span>
        </Fact>
        <Fact icon={<Trophy size={22} aria-hidden="true" />}>
          <PassRule className="test-intro-pass" />
        </Fact>
        <Fact icon={<TimerOff size={22} aria-hidden="true" />}>{t('intro.timeUp')}</Fact>
        <Fact icon={<Languages size={22} aria-hidden="true" />}>{t('intro.english')}</Fact>
      </ul>
      <Button block onClick={onStart}>
        {t('intro.start')}
      </Button>
      <BackLink block />
    </Card>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="test-intro-fact">
      {icon}
      <div>{children}</div>
    </li>
  );
}

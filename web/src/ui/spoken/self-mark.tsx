// Where no speech recognition can listen (Firefox, many in-app browsers, network-only recognition
// while offline, or recognition that failed), the learner answers aloud, then sees every accepted
// answer and marks themself Correct, Almost or Wrong, as a study partner would.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Verdict } from '../../lib/answer-grading';
import { Button } from '../button';

interface Props {
  accepted: string[];
  onMark: (verdict: Verdict) => void;
}

export function SelfMark({ accepted, onMark }: Props) {
  const { t } = useTranslation('speak');
  const [shown, setShown] = useState(false);
  if (!shown) {
    return (
      <div className="interview-self-mark">
        <p>{t('selfMarkSay')}</p>
        <Button onClick={() => setShown(true)}>{t('showAnswers')}</Button>
      </div>
    );
  }
  return (
    <div className="interview-self-mark">
      <p>
        {t('acceptedAnswers')}: <span lang="en">{accepted.join('; ')}</span>
      </p>
      <div className="interview-marks" role="group" aria-label={t('markLabel')}>
        <Button variant="secondary" onClick={() => onMark('correct')}>
          {t('markCorrect')}
        </Button>
        <Button variant="secondary" onClick={() => onMark('almost')}>
          {t('markAlmost')}
        </Button>
        <Button variant="secondary" onClick={() => onMark('wrong')}>
          {t('markWrong')}
        </Button>
      </div>
    </div>
  );
}

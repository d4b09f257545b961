// How the learner answers the officer: out loud (the app's speech recognition, with its fallbacks),
// by tapping Yes or No (Part 9), or by typing. Without usable recognition, self-marking is offered
// where the answer can be compared by eye (meanings, "about you"); Part 9 then offers tap and type.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Verdict } from '../../lib/answer-grading';
import { useOnline } from '../../lib/use-online';
import { usablePlace } from '../../speech/speech-recognition';
import { useRecognitionSupport } from '../../speech/use-recognition-support';
import './officer.css';
import { Button } from '../button';
import { Notice } from '../notice';
import { SpokenAnswer } from '../spoken/spoken-answer';
import { MAX_GIVEN_LENGTH } from '../spoken/spoken-result';
import { TypedAnswerForm } from '../spoken/typed-answer-form';

export interface GivenAnswer {
  given: string;
  way: 'spoken' | 'typed' | 'chosen' | 'self';
  /** The learner's own mark, when they marked themself. */
  selfVerdict?: Verdict;
}

interface Props {
  /** Shown for self-marking; none: no self-marking (Part 9). */
  accepted: string[] | null;
  yesNo?: boolean;
  onAnswer: (answer: GivenAnswer) => void;
}

export function AnswerBox({ accepted, yesNo = false, onAnswer }: Props) {
  const { t } = useTranslation('n400');
  const { t: tSpeak } = useTranslation('speak');
  const online = useOnline();
  const { support, recheck } = useRecognitionSupport();
  const [typing, setTyping] = useState(false);
  const [micRefused, setMicRefused] = useState(false);
  const answer = (given: string, way: GivenAnswer['way'], selfVerdict?: Verdict) =>
    onAnswer({ given: given.slice(0, MAX_GIVEN_LENGTH), way, ...(selfVerdict ? { selfVerdict } : {}) });
  const canListen = support !== null && usablePlace(support, online) !== 'none';
  return (
    <div className="stack n400-answer">
      {micRefused && <Notice>{tSpeak('micDenied')}</Notice>}
      {!micRefused && (canListen || accepted) && (
        <SpokenAnswer
          support={support}
          recheck={recheck}
          online={online}
          accepted={accepted ?? []}
          onHeard={(text) => answer(text, 'spoken')}
          onSelfMark={(verdict) => answer('', 'self', verdict)}
          onDenied={() => {
            setMicRefused(true);
            setTyping(true);
          }}
        />
      )}
      {!micRefused && !canListen && !accepted && support && (
        <p className="interview-recognition-note" data-testid="n400-no-recognition">
          {t('noRecognition')}
        </p>
      )}
      {yesNo && (
        <div className="n400-yes-no" role="group" aria-label={t('tabPart9')}>
          <Button variant="secondary" onClick={() => answer('Yes', 'chosen')}>
            {t('answerYes')}
          </Button>
          <Button variant="secondary" onClick={() => answer('No', 'chosen')}>
            {t('answerNo')}
          </Button>
        </div>
      )}
      {typing ? (
        <TypedAnswerForm
          texts={{ label: t('typeLabel'), submit: t('submit') }}
          onAnswer={(typed) => answer(typed, 'typed')}
        />
      ) : (
        <Button variant="ghost" onClick={() => setTyping(true)}>
          {t('typeInstead')}
        </Button>
      )}
    </div>
  );
}

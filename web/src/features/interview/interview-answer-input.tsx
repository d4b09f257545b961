// How the learner answers the officer: out loud, by choosing one of the options or by typing; each
// answer graded as the officer would (a forgiven typo or a name heard another way is "Almost").
import type { OptionDto } from '@civics/sync-protocol';
import { useTranslation } from 'react-i18next';
import type { StoredQuestion } from '../../db/database';
import { acceptedAnswers, gradeTypedAnswer, verdictOf, type Verdict } from '../../lib/answer-grading';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { SpokenAnswer } from '../../ui/spoken/spoken-answer';
import { TypedAnswerForm } from '../../ui/spoken/typed-answer-form';
import type { AnswerWay } from './answered';
import type { InterviewListening } from './use-interview-listening';

export type AnswerMode = 'speak' | 'choose' | 'type';

const MODES: AnswerMode[] = ['speak', 'choose', 'type'];

interface InterviewAnswerInputProps {
  question: StoredQuestion;
  /** The options in the order shown (shuffled once per question). */
  options: readonly OptionDto[];
  mode: AnswerMode;
  onMode: (mode: AnswerMode) => void;
  /** Recognition's support, the connection and a refused microphone (kept by the screen across questions). */
  listening: InterviewListening;
  onAnswer: (given: string, way: AnswerWay, verdict: Verdict) => void;
}

export function InterviewAnswerInput({
  question,
  options,
  mode,
  onMode,
  listening,
  onAnswer,
}: InterviewAnswerInputProps) {
  const { t } = useTranslation('interview');
  const modeLabel = { speak: t('modeSpeak'), choose: t('modeChoose'), type: t('modeType') };
  const grade = (given: string, way: 'spoken' | 'typed') =>
    onAnswer(given, way, verdictOf(gradeTypedAnswer(given, question)));
  return (
    <>
      <div className="interview-modes" role="group" aria-label={t('modeLabel')}>
        {MODES.map((m) => (
          <Button
            key={m}
            variant={mode === m ? 'primary' : 'secondary'}
            aria-pressed={mode === m}
            onClick={() => onMode(m)}
          >
            {modeLabel[m]}
          </Button>
        ))}
      </div>
      {mode === 'speak' && (
        <SpokenAnswer
          key={question.id}
          support={listening.support}
          recheck={listening.recheck}
          online={listening.online}
          accepted={acceptedAnswers(question)}
          onHeard={(text) => grade(text, 'spoken')}
          onSelfMark={(verdict) => onAnswer('', 'self', verdict)}
          onDenied={() => {
            listening.refuseMic();
            onMode('type');
          }}
        />
      )}
      {mode === 'choose' && (
        <div className="interview-options">
          {options.map((o) => (
            <Button
              key={o.id}
              variant="secondary"
              block
              lang="en"
              onClick={() => onAnswer(o.text, 'chosen', o.id === question.correctOptionId ? 'correct' : 'wrong')}
            >
              {o.text}
            </Button>
          ))}
        </div>
      )}
      {mode === 'type' && (
        <TypedAnswerForm
          key={question.id}
          answersRequired={question.answersRequired}
          onAnswer={(typed) => grade(typed, 'typed')}
        >
          {listening.micRefused && <Notice>{t('micDenied')}</Notice>}
        </TypedAnswerForm>
      )}
    </>
  );
}

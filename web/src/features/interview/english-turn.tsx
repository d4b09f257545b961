// The English test inside the whole interview (issue 32): one sentence to read out loud, one the
// officer dictates to write. Graded as the English practice grades them (lib/english).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Verdict } from '../../lib/answer-grading';
import { speakText, stopSpeaking } from '../../speech/speak-sequence';
import { isSpeechAvailable, STUDY_SPEECH_RATE } from '../../speech/speech-engine';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { AnswerBox, type GivenAnswer } from '../../ui/officer/answer-box';
import { OfficerVoice } from '../../ui/officer/officer-voice';
import { TypedAnswerForm } from '../../ui/spoken/typed-answer-form';
import { VerdictLine } from '../../ui/officer/verdict-line';
import { gradeReading, gradeWriting } from './whole-interview-plan';

interface Props {
  sentence: string;
  onDone: (given: string, verdict: Verdict) => void;
}

function Outcome({
  answer,
  verdict,
  sentence,
  onNext,
}: {
  answer: GivenAnswer;
  verdict: Verdict;
  sentence: string;
  onNext: () => void;
}) {
  const { t } = useTranslation('interview');
  return (
    <>
      <VerdictLine answer={answer} verdict={verdict} label={t(verdict)} />
      {verdict !== 'correct' && <p lang="en">{t('whole.sentenceWas', { sentence })}</p>}
      <Button onClick={onNext}>{t('whole.nextPart')}</Button>
    </>
  );
}

export function ReadingTurn({ sentence, onDone }: Props) {
  const { t } = useTranslation('interview');
  const [result, setResult] = useState<{ answer: GivenAnswer; verdict: Verdict } | null>(null);
  return (
    <div className="stack">
      <Card className="n400-card">
        <p>{t('whole.readingIntro')}</p>
        <p className="n400-question-text practice-question" lang="en" data-testid="reading-sentence">
          {sentence}
        </p>
      </Card>
      {result ? (
        <Outcome {...result} sentence={sentence} onNext={() => onDone(result.answer.given, result.verdict)} />
      ) : (
        <AnswerBox
          accepted={[sentence]}
          onAnswer={(answer) =>
            setResult({
              answer,
              verdict: answer.way === 'self' ? (answer.selfVerdict ?? 'wrong') : gradeReading(sentence, answer.given),
            })
          }
        />
      )}
    </div>
  );
}

export function WritingTurn({ sentence, onDone }: Props) {
  const { t } = useTranslation('interview');
  const [result, setResult] = useState<{ answer: GivenAnswer; verdict: Verdict } | null>(null);
  // The officer reads the sentence once as the part begins; Listen plays it again.
  useEffect(() => {
    if (isSpeechAvailable()) speakText(sentence, { rate: STUDY_SPEECH_RATE });
    return () => stopSpeaking();
  }, [sentence]);
  const submit = (typed: string) =>
    setResult({ answer: { given: typed, way: 'typed' }, verdict: gradeWriting(sentence, typed) });
  return (
    <div className="stack">
      <Card className="n400-card">
        <p>{t('whole.writingIntro')}</p>
        <OfficerVoice text={sentence} />
      </Card>
      {result ? (
        <Outcome {...result} sentence={sentence} onNext={() => onDone(result.answer.given, result.verdict)} />
      ) : (
        <TypedAnswerForm
          texts={{ label: t('whole.writeLabel'), submit: t('submitAnswer') }}
          sentence
          onAnswer={submit}
        />
      )}
    </div>
  );
}

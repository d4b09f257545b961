// One question the officer asks before the civics test (the whole interview, issue 32): read aloud
// as it appears, shown in English with the learner's language beside it; answered out loud, by
// Yes/No or by typing; then what was heard, the verdict and, for "about you", the learner's own answer.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Verdict } from '../../lib/answer-grading';
import { speakText, stopSpeaking } from '../../speech/speak-sequence';
import { isSpeechAvailable, STUDY_SPEECH_RATE } from '../../speech/speech-engine';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { AnswerBox, type GivenAnswer } from '../../ui/officer/answer-box';
import { OfficerVoice } from '../../ui/officer/officer-voice';
import { Translated } from '../../ui/officer/translated';
import { VerdictLine } from '../../ui/officer/verdict-line';
import { gradeOfficerAnswer, type OfficerQuestion } from './whole-interview-plan';

const VERDICT_KEY = {
  oath: { correct: 'verdictClear', almost: 'verdictAlmost', wrong: 'verdictUnclear' },
  part9: { correct: 'verdictClear', almost: 'verdictAlmost', wrong: 'verdictUnclear' },
  about: { correct: 'aboutVerdict_correct', almost: 'aboutVerdict_almost', wrong: 'aboutVerdict_wrong' },
} as const;

interface Props {
  question: OfficerQuestion;
  language: string;
  onDone: (answer: GivenAnswer, verdict: Verdict) => void;
}

export function OfficerTurn({ question, language, onDone }: Props) {
  const { t } = useTranslation('n400');
  const { t: tInterview } = useTranslation('interview');
  const [result, setResult] = useState<{ answer: GivenAnswer; verdict: Verdict } | null>(null);
  // The officer asks each question once as it appears; moving on stops the voice.
  useEffect(() => {
    if (isSpeechAvailable()) speakText(question.text, { rate: STUDY_SPEECH_RATE });
    return () => stopSpeaking();
  }, [question.text]);
  return (
    <div className="stack">
      <Card className="n400-card">
        <p className="n400-question-text" lang="en" data-testid="officer-question">
          {question.text}
        </p>
        {question.translation && (
          <Translated text={question.translation.text} language={language} reviewed={question.translation.reviewed} />
        )}
        <OfficerVoice text={question.text} />
      </Card>
      {result ? (
        <>
          <VerdictLine
            answer={result.answer}
            verdict={result.verdict}
            label={t(VERDICT_KEY[question.part][result.verdict])}
          />
          {question.part === 'oath' && result.verdict === 'wrong' && <p>{tInterview('whole.oathNeedsYes')}</p>}
          {question.stored && (
            <p>
              {t('aboutCompare')}: <q lang="en">{question.stored}</q>
            </p>
          )}
          <Button onClick={() => onDone(result.answer, result.verdict)}>{tInterview('whole.next')}</Button>
        </>
      ) : (
        <AnswerBox
          accepted={question.stored ? [question.stored] : null}
          yesNo={question.yesNo}
          onAnswer={(answer) => setResult({ answer, verdict: gradeOfficerAnswer(question, answer) })}
        />
      )}
    </div>
  );
}

// "Say it" in study and review (a lazy chunk: the grader and Double Metaphone stay off start-up):
// the learner speaks, the words are graded on the device against every accepted answer, as in the
// mock interview. Without usable recognition they answer aloud and mark themself; with the
// microphone refused they type, told why.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { questionsById } from '../../db/questions-by-id';
import { acceptedAnswers, gradeTypedAnswer, verdictOf, type GradableQuestion } from '../../lib/answer-grading';
import { useOnline } from '../../lib/use-online';
import { useRecognitionSupport } from '../../speech/use-recognition-support';
import { Button } from '../button';
import { Notice } from '../notice';
import { TextField } from '../text-field';
import { SpokenAnswer } from './spoken-answer';
import { SpokenFeedback } from './spoken-feedback';
import { MAX_GIVEN_LENGTH, type SpokenResult } from './spoken-result';
import './spoken.css';

export interface SayItPanelProps {
  question: GradableQuestion;
  /** Graded by the device's copy of this question when it holds one (the learner's officials, as of today). */
  questionId?: number;
  result: SpokenResult | null;
  onResult: (result: SpokenResult) => void;
}

function useGradable(question: GradableQuestion, questionId: number | undefined): GradableQuestion {
  const [stored, setStored] = useState<GradableQuestion | null>(null);
  useEffect(() => {
    if (questionId === undefined || question.officialAnswers) return;
    let live = true;
    void questionsById([questionId]).then((found) => live && setStored(found.get(questionId) ?? null));
    return () => {
      live = false;
    };
  }, [question.officialAnswers, questionId]);
  return stored ?? question;
}

export function SayItPanel({ question, questionId, result, onResult }: SayItPanelProps) {
  const { t } = useTranslation('speak');
  const online = useOnline();
  const { support, recheck } = useRecognitionSupport();
  const gradable = useGradable(question, questionId);
  const [micRefused, setMicRefused] = useState(false);
  const [typed, setTyped] = useState('');

  if (result) return <SpokenFeedback question={gradable} result={result} />;
  const grade = (given: string, way: 'spoken' | 'typed') =>
    onResult({ given: given.slice(0, MAX_GIVEN_LENGTH), way, verdict: verdictOf(gradeTypedAnswer(given, gradable)) });

  if (micRefused) {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      if (typed.trim()) grade(typed, 'typed');
    };
    return (
      <form className="form say-it" onSubmit={submit}>
        <Notice>{t('micDenied')}</Notice>
        <TextField
          label={t('typeLabel')}
          value={typed}
          autoComplete="off"
          autoCapitalize="off"
          lang="en"
          hint={gradable.answersRequired > 1 ? t('typeHintMany', { count: gradable.answersRequired }) : undefined}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" disabled={!typed.trim()}>
          {t('submitAnswer')}
        </Button>
      </form>
    );
  }
  return (
    <div className="say-it">
      <SpokenAnswer
        support={support}
        recheck={recheck}
        online={online}
        accepted={acceptedAnswers(gradable)}
        onHeard={(text) => grade(text, 'spoken')}
        onSelfMark={(verdict) => onResult({ given: '', way: 'self', verdict })}
        onDenied={() => setMicRefused(true)}
      />
    </div>
  );
}

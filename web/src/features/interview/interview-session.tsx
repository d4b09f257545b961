// One mock interview: each question shown and read aloud; the learner chooses an option or types
// the answer; it stops at the pass or fail mark and lists the questions to practise next.
import { Check, Volume2, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredQuestion } from '../../db/database';
import { recordAnswer, recordTestAttempt } from '../../db/learner-records';
import { acceptedAnswers, gradeTypedAnswer } from '../../lib/answer-grading';
import { isNearMiss } from '../../lib/spaced/near-miss';
import { speakText, stopSpeaking } from '../../speech/speak-sequence';
import { isSpeechAvailable } from '../../speech/speech-engine';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-store';
import { drawQuestions, outcomeOf, RULES, type InterviewFormat } from './interview-rules';

interface Answered {
  question: StoredQuestion;
  given: string;
  correct: boolean;
}

interface Props {
  userId: number;
  format: InterviewFormat;
  bank: StoredQuestion[];
  onAgain: () => void;
}

const secondsSince = (from: number) => Math.min(86_400, Math.max(0, Math.round((Date.now() - from) / 1000)));

const shuffle = <T,>(items: readonly T[]) => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
};

export function InterviewSession({ userId, format, bank, onAgain }: Props) {
  const { t } = useTranslation('interview');
  const rules = RULES[format];
  const [plan] = useState(() => ({ questions: drawQuestions(bank, format), startedAt: new Date().toISOString() }));
  const [answers, setAnswers] = useState<Answered[]>([]);
  const [feedback, setFeedback] = useState<Answered | null>(null);
  const [mode, setMode] = useState<'choose' | 'type'>('choose');
  const [typed, setTyped] = useState('');
  const saved = useRef(false);
  // When the current question appeared: its study time goes with the answer (issue 14).
  const shownAt = useRef(0);

  const correctCount = answers.filter((a) => a.correct).length;
  const outcome = outcomeOf(rules, correctCount, answers.length - correctCount);
  const finished = outcome !== 'ongoing' || answers.length >= plan.questions.length;
  const showResult = finished && feedback === null;
  const question = plan.questions[answers.length - (feedback ? 1 : 0)];
  const [options, setOptions] = useState(() => (question ? shuffle(question.options) : []));

  const read = (text: string, manual: boolean) => {
    if (!isSpeechAvailable()) {
      if (manual) toast({ title: t('speechUnavailable'), description: t('speechUnavailableText'), variant: 'destructive' });
      return;
    }
    speakText(text);
  };

  const questionId = !feedback && !finished ? question?.id : undefined;
  useEffect(() => {
    if (questionId !== undefined) shownAt.current = Date.now();
  }, [questionId]);
  useEffect(() => {
    const current = plan.questions.find((q) => q.id === questionId);
    if (current) read(current.questionText, false);
    return () => stopSpeaking();
    // Read each new question once as it appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [questionId]);

  useEffect(() => {
    if (!showResult || saved.current) return;
    saved.current = true;
    void recordTestAttempt(userId, {
      startedAt: plan.startedAt,
      completedAt: new Date().toISOString(),
      score: correctCount,
      totalQuestions: answers.length,
      passed: outcome === 'passed',
      mode: 'interview',
      questionsData: answers.map((a) => ({ questionId: a.question.id, given: a.given.slice(0, 200), isCorrect: a.correct, format })),
    }).catch(() => toast({ title: t('saveFailed'), variant: 'destructive' }));
  }, [showResult, userId, plan.startedAt, correctCount, answers, outcome, format, t]);

  if (showResult) {
    const missed = answers.filter((a) => !a.correct);
    return (
      <Card title={outcome === 'passed' ? t('passed') : t('failed')} className={outcome === 'passed' ? 'interview-passed' : 'interview-failed'}>
        <p data-testid="interview-score">{t('score', { correct: correctCount, asked: answers.length })}</p>
        <p>{t('passMark', { pass: rules.passAt })}</p>
        <h3>{t('missedTitle')}</h3>
        {missed.length === 0 ? (
          <p>{t('noneMissed')}</p>
        ) : (
          <ul className="interview-missed">
            {missed.map((a) => (
              <li key={a.question.id}>
                <strong>{a.question.questionText}</strong>
                <br />
                {t('acceptedAnswers')}: {acceptedAnswers(a.question).join('; ')}
              </li>
            ))}
          </ul>
        )}
        <Button onClick={onAgain}>{t('again')}</Button>
      </Card>
    );
  }
  if (!question) return null;

  const answer = (given: string, correct: boolean, nearMiss = false) => {
    stopSpeaking();
    // Every interview answer is an FSRS review too (issue 14): a typed answer right only after a
    // forgiven typo is rated Hard. The answer row syncs like a study answer.
    void recordAnswer(userId, { questionId: question.id, isCorrect: correct, studyTime: secondsSince(shownAt.current), ...(nearMiss ? { rating: 'hard' as const } : {}) }).catch(() =>
      toast({ title: t('saveFailed'), variant: 'destructive' }),
    );
    const record = { question, given, correct };
    setAnswers((prev) => [...prev, record]);
    setFeedback(record);
    setTyped('');
  };
  const submitTyped = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) return;
    const grade = gradeTypedAnswer(typed, question);
    answer(typed, grade.correct, isNearMiss(grade));
  };
  const next = () => {
    const upcoming = plan.questions[answers.length];
    setFeedback(null);
    if (upcoming) setOptions(shuffle(upcoming.options));
  };

  return (
    <Card>
      <p className="interview-progress" aria-live="polite">
        {t('progress', { asked: answers.length + (feedback ? 0 : 1), correct: correctCount, wrong: answers.length - correctCount })}
      </p>
      <h2 className="interview-question">{question.questionText}</h2>
      <Button variant="ghost" onClick={() => read(question.questionText, true)}>
        <Volume2 size={20} aria-hidden="true" /> {t('readAgain')}
      </Button>
      {feedback ? (
        <div className={feedback.correct ? 'interview-feedback-correct' : 'interview-feedback-wrong'} role="status">
          <p className="interview-verdict">
            {feedback.correct ? <Check size={18} strokeWidth={3} aria-hidden="true" className="icon-inline" /> : <X size={18} strokeWidth={3} aria-hidden="true" className="icon-inline" />}{' '}
            {feedback.correct ? t('correct') : t('wrong')}
          </p>
          {!feedback.correct && question.answersRequired > 1 && <p>{t('needMore', { count: question.answersRequired })}</p>}
          <p>
            {t('acceptedAnswers')}: {acceptedAnswers(question).join('; ')}
          </p>
          <Button onClick={next}>{finished ? t('seeResult') : t('nextQuestion')}</Button>
        </div>
      ) : (
        <>
          <div className="interview-modes" role="group" aria-label={t('modeLabel')}>
            <Button variant={mode === 'choose' ? 'primary' : 'secondary'} aria-pressed={mode === 'choose'} onClick={() => setMode('choose')}>
              {t('modeChoose')}
            </Button>
            <Button variant={mode === 'type' ? 'primary' : 'secondary'} aria-pressed={mode === 'type'} onClick={() => setMode('type')}>
              {t('modeType')}
            </Button>
          </div>
          {mode === 'choose' ? (
            <div className="interview-options">
              {options.map((o) => (
                <Button key={o.id} variant="secondary" block onClick={() => answer(o.text, o.id === question.correctOptionId)}>
                  {o.text}
                </Button>
              ))}
            </div>
          ) : (
            <form className="form" onSubmit={submitTyped}>
              <TextField
                label={t('typeLabel')}
                value={typed}
                autoComplete="off"
                autoCapitalize="off"
                hint={question.answersRequired > 1 ? t('typeHintMany', { count: question.answersRequired }) : undefined}
                onChange={(e) => setTyped(e.target.value)}
              />
              <Button type="submit" disabled={!typed.trim()}>
                {t('submitAnswer')}
              </Button>
            </form>
          )}
        </>
      )}
    </Card>
  );
}

// One mock interview: each question shown and read aloud (slower on request; for a 65/20 learner
// first in their language if they asked); the learner answers out loud, chooses an option or types;
// it stops at the pass or fail mark and lists every question with what the learner said.
import { Turtle, Volume2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@civics/sync-protocol/constants';
import type { StoredQuestion } from '../../db/database';
import { recordAnswer, recordTestAttempt } from '../../db/learner-records';
import { acceptedAnswers, gradeTypedAnswer, verdictOf, type Verdict } from '../../lib/answer-grading';
import { useOnline } from '../../lib/use-online';
import { speakText, stopSpeaking } from '../../speech/speak-sequence';
import { isSpeechAvailable, speechEngine, STUDY_SPEECH_RATE } from '../../speech/speech-engine';
import { SLOW_SPEECH_RATE } from '../../speech/interview-voices';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { QuestionCard } from '../../ui/question-card';
import { TypedAnswerForm } from '../../ui/spoken/typed-answer-form';
import { toast } from '../../ui/toast-store';
import { AnswerFeedback } from './answer-feedback';
import { isAccepted, type Answered, type AnswerWay } from './answered';
import { drawQuestions, outcomeOf, RULES, type InterviewFormat } from './interview-rules';
import { InterviewSummary } from './interview-summary';
import type { CivicsResult } from './whole-interview-plan';
import { SpokenAnswer } from '../../ui/spoken/spoken-answer';
import { useRecognitionSupport } from '../../speech/use-recognition-support';

export type AnswerMode = 'speak' | 'choose' | 'type';

interface Props {
  userId: number;
  format: InterviewFormat;
  bank: StoredQuestion[];
  onAgain: () => void;
  /** How the learner answers; kept by the page from one interview to the next. */
  mode?: AnswerMode;
  onModeChange?: (mode: AnswerMode) => void;
  /** Read each question in this voice language first (a 65/20 learner's own), then in English. */
  firstReading?: { lang: string; language: string } | null;
  /** The whole interview: the civics part hands its result on instead of showing its own summary. */
  onDone?: (result: CivicsResult) => void;
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

export function InterviewSession({
  userId,
  format,
  bank,
  onAgain,
  mode: chosenMode,
  onModeChange,
  firstReading = null,
  onDone,
}: Props) {
  const { t } = useTranslation('interview');
  const rules = RULES[format];
  const online = useOnline();
  const { support, recheck } = useRecognitionSupport();
  const [plan] = useState(() => ({ questions: drawQuestions(bank, format), startedAt: new Date().toISOString() }));
  const [answers, setAnswers] = useState<Answered[]>([]);
  const [feedback, setFeedback] = useState<Answered | null>(null);
  const [ownMode, setOwnMode] = useState<AnswerMode>(chosenMode ?? 'speak');
  const mode = chosenMode ?? ownMode;
  const setMode = (next: AnswerMode) => (onModeChange ? onModeChange(next) : setOwnMode(next));
  const [micRefused, setMicRefused] = useState(false);
  const saved = useRef(false);
  // When the current question appeared: its study time goes with the answer (issue 14).
  const shownAt = useRef(0);

  const correctCount = answers.filter(isAccepted).length;
  const outcome = outcomeOf(rules, correctCount, answers.length - correctCount);
  const finished = outcome !== 'ongoing' || answers.length >= plan.questions.length;
  const showResult = finished && feedback === null;
  const question = plan.questions[answers.length - (feedback ? 1 : 0)];
  const [options, setOptions] = useState(() => (question ? shuffle(question.options) : []));

  const read = (current: StoredQuestion, manual: boolean, rate = STUDY_SPEECH_RATE, withTranslation = false) => {
    if (!isSpeechAvailable()) {
      if (manual)
        toast({ title: t('speechUnavailable'), description: t('speechUnavailableText'), variant: 'destructive' });
      return;
    }
    const translated = firstReading ? current.translations[firstReading.language]?.questionText : undefined;
    if (!withTranslation || !translated || !firstReading || speechEngine().hasVoice?.(firstReading.lang) === false) {
      speakText(current.questionText, { rate });
      return;
    }
    // In the learner's language first, then in English as the officer asks it; moving on cancels both.
    void speakText(translated, { rate, lang: firstReading.lang }).done.then(({ status }) => {
      if (status !== 'cancelled') speakText(current.questionText, { rate });
    });
  };

  const questionId = !feedback && !finished ? question?.id : undefined;
  useEffect(() => {
    if (questionId !== undefined) shownAt.current = Date.now();
  }, [questionId]);
  useEffect(() => {
    const current = plan.questions.find((q) => q.id === questionId);
    if (current) read(current, false, STUDY_SPEECH_RATE, true);
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
      questionsData: answers.map((a) => ({
        questionId: a.question.id,
        given: a.given.slice(0, LIMITS.givenAnswerMax),
        isCorrect: isAccepted(a),
        verdict: a.verdict,
        answeredBy: a.way,
        format,
      })),
    }).catch(() => toast({ title: t('saveFailed'), variant: 'destructive' }));
    onDone?.({ outcome, correct: correctCount, asked: answers.length });
  }, [showResult, userId, plan.startedAt, correctCount, answers, outcome, format, t, onDone]);

  if (showResult)
    return onDone ? null : (
      <InterviewSummary answers={answers} outcome={outcome} passAt={rules.passAt} onAgain={onAgain} />
    );
  if (!question) return null;

  const answer = (given: string, way: AnswerWay, verdict: Verdict) => {
    stopSpeaking();
    // Every interview answer is an FSRS review too (issue 14): a near miss ("Almost": a forgiven
    // typo or a name heard another way, or the learner's own mark) is rated Hard.
    void recordAnswer(userId, {
      questionId: question.id,
      isCorrect: verdict !== 'wrong',
      studyTime: secondsSince(shownAt.current),
      ...(verdict === 'almost' ? { rating: 'hard' as const } : {}),
    }).catch(() => toast({ title: t('saveFailed'), variant: 'destructive' }));
    const record = { question, given, way, verdict };
    setAnswers((prev) => [...prev, record]);
    setFeedback(record);
  };
  const grade = (given: string, way: 'spoken' | 'typed') =>
    answer(given, way, verdictOf(gradeTypedAnswer(given, question)));
  const next = () => {
    const upcoming = plan.questions[answers.length];
    setFeedback(null);
    if (upcoming) setOptions(shuffle(upcoming.options));
  };
  const modes: AnswerMode[] = ['speak', 'choose', 'type'];
  const modeLabel = { speak: t('modeSpeak'), choose: t('modeChoose'), type: t('modeType') };

  return (
    // The one question card of every screen (issue 22); the question stays English, as asked.
    <QuestionCard
      key={question.id}
      className="interview-card"
      number={
        <span className="interview-progress" aria-live="polite">
          {t('progress', {
            asked: answers.length + (feedback ? 0 : 1),
            correct: correctCount,
            wrong: answers.length - correctCount,
          })}
        </span>
      }
      text={question.questionText}
      textLang="en"
      textClassName="interview-question"
      focusOnShow={!feedback}
    >
      <div className="interview-readers">
        <Button variant="ghost" onClick={() => read(question, true)}>
          <Volume2 size={20} aria-hidden="true" /> {t('readAgain')}
        </Button>
        <Button variant="ghost" onClick={() => read(question, true, SLOW_SPEECH_RATE)}>
          <Turtle size={20} aria-hidden="true" /> {t('readSlower')}
        </Button>
      </div>
      {feedback ? (
        <div
          className={feedback.verdict === 'wrong' ? 'interview-feedback-wrong' : 'interview-feedback-correct'}
          role="status"
        >
          <AnswerFeedback answer={feedback} />
          <Button onClick={next}>{finished ? t(onDone ? 'whole.nextPart' : 'seeResult') : t('nextQuestion')}</Button>
        </div>
      ) : (
        <>
          <div className="interview-modes" role="group" aria-label={t('modeLabel')}>
            {modes.map((m) => (
              <Button
                key={m}
                variant={mode === m ? 'primary' : 'secondary'}
                aria-pressed={mode === m}
                onClick={() => setMode(m)}
              >
                {modeLabel[m]}
              </Button>
            ))}
          </div>
          {mode === 'speak' && (
            <SpokenAnswer
              key={question.id}
              support={support}
              recheck={recheck}
              online={online}
              accepted={acceptedAnswers(question)}
              onHeard={(text) => grade(text, 'spoken')}
              onSelfMark={(verdict) => answer('', 'self', verdict)}
              onDenied={() => {
                setMicRefused(true);
                setMode('type');
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
                  onClick={() => answer(o.text, 'chosen', o.id === question.correctOptionId ? 'correct' : 'wrong')}
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
              {micRefused && <Notice>{t('micDenied')}</Notice>}
            </TypedAnswerForm>
          )}
        </>
      )}
    </QuestionCard>
  );
}

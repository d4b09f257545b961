// One mock interview: each question shown and read aloud (slower on request; for a 65/20 learner
// first in their language if they asked); the learner answers out loud, chooses an option or types;
// it stops at the pass or fail mark and lists every question with what the learner said.
import { Turtle, Volume2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@civics/sync-protocol/constants';
import type { StoredQuestion } from '../../db/database';
import { recordTestAttempt } from '../../db/learner-records';
import type { Verdict } from '../../lib/answer-grading';
import { recordPracticeAnswer } from '../../lib/practice-session/practice-answer';
import { usePracticeSession } from '../../lib/practice-session/use-practice-session';
import { useOnline } from '../../lib/use-online';
import { stopSpeaking } from '../../speech/speak-sequence';
import { SLOW_SPEECH_RATE } from '../../speech/interview-voices';
import { Button } from '../../ui/button';
import { QuestionCard } from '../../ui/question-card';
import { toast } from '../../ui/toast-store';
import { AnswerFeedback } from './answer-feedback';
import { isAccepted, type Answered, type AnswerWay } from './answered';
import { drawQuestions, outcomeOf, RULES, type InterviewFormat } from './interview-rules';
import { InterviewAnswerInput, type AnswerMode } from './interview-answer-input';
import { InterviewSummary } from './interview-summary';
import { useInterviewReading, type FirstReading } from './use-interview-reading';
import type { CivicsResult } from './whole-interview-plan';
import { useRecognitionSupport } from '../../speech/use-recognition-support';

export type { AnswerMode };

interface Props {
  userId: number;
  format: InterviewFormat;
  bank: StoredQuestion[];
  onAgain: () => void;
  /** How the learner answers; kept by the page from one interview to the next. */
  mode?: AnswerMode;
  onModeChange?: (mode: AnswerMode) => void;
  /** Read each question in this voice language first (a 65/20 learner's own), then in English. */
  firstReading?: FirstReading;
  /** The whole interview: the civics part hands its result on instead of showing its own summary. */
  onDone?: (result: CivicsResult) => void;
}

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
  const [questions] = useState(() => drawQuestions(bank, format));
  // One question at a time, its answer locked; use-interview-reading.ts stops the reading.
  const session = usePracticeSession<Answered>({ count: questions.length, lockAnswers: true });
  // Set by Next once the outcome is settled: the answer's feedback gives way to the result.
  const [closed, setClosed] = useState(false);
  const answers = useMemo(() => questions.flatMap((q) => session.answers[q.id] ?? []), [questions, session.answers]);
  const [ownMode, setOwnMode] = useState<AnswerMode>(chosenMode ?? 'speak');
  const mode = chosenMode ?? ownMode;
  const setMode = (next: AnswerMode) => (onModeChange ? onModeChange(next) : setOwnMode(next));
  const [micRefused, setMicRefused] = useState(false);
  const saved = useRef(false);

  const correctCount = answers.filter(isAccepted).length;
  const outcome = outcomeOf(rules, correctCount, answers.length - correctCount);
  const finished = outcome !== 'ongoing' || answers.length >= questions.length;
  const question = questions[session.position];
  // The current question's answer is shown until Next.
  const feedback = (!closed && question && session.answers[question.id]) || null;
  const showResult = finished && feedback === null;
  const [options, setOptions] = useState(() => (question ? shuffle(question.options) : []));

  const read = useInterviewReading(!feedback && !finished ? question : undefined, firstReading);

  useEffect(() => {
    if (!showResult || saved.current) return;
    saved.current = true;
    void recordTestAttempt(userId, {
      startedAt: new Date(session.startedAt).toISOString(),
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
  }, [showResult, userId, session.startedAt, correctCount, answers, outcome, format, t, onDone]);

  if (showResult)
    return onDone ? null : (
      <InterviewSummary answers={answers} outcome={outcome} passAt={rules.passAt} onAgain={onAgain} />
    );
  if (!question) return null;

  const answer = (given: string, way: AnswerWay, verdict: Verdict) => {
    stopSpeaking();
    // Every interview answer is an FSRS review too (issue 14): a near miss ("Almost": a forgiven
    // typo or a name heard another way, or the learner's own mark) is rated Hard.
    const isCorrect = verdict !== 'wrong';
    const studyTime = session.secondsOnQuestion();
    void recordPracticeAnswer(userId, {
      questionId: question.id,
      isCorrect,
      studyTime,
      hard: verdict === 'almost',
    }).catch(() => toast({ title: t('saveFailed'), variant: 'destructive' }));
    session.answer(question.id, { question, given, way, verdict });
  };
  const next = () => {
    const upcoming = questions[session.position + 1];
    if (finished || !upcoming) {
      setClosed(true);
      return;
    }
    session.next();
    setOptions(shuffle(upcoming.options));
  };

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
        <InterviewAnswerInput
          question={question}
          options={options}
          mode={mode}
          onMode={setMode}
          support={support}
          recheck={recheck}
          online={online}
          micRefused={micRefused}
          onMicRefused={() => setMicRefused(true)}
          onAnswer={answer}
        />
      )}
    </QuestionCard>
  );
}

// One mock interview's course: the questions drawn once, the answers (each an FSRS review too), the
// count toward the pass or fail mark, and, once it is settled, the attempt saved once.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@civics/sync-protocol/constants';
import type { StoredQuestion } from '../../db/database';
import { recordTestAttempt } from '../../db/learner-records';
import type { Verdict } from '../../lib/answer-grading';
import { recordPracticeAnswer } from '../../lib/practice-session/practice-answer';
import { usePracticeSession } from '../../lib/practice-session/use-practice-session';
import { stopSpeaking } from '../../speech/speak-sequence';
import { toast } from '../../ui/toast-store';
import { isAccepted, type Answered, type AnswerWay } from './answered';
import { drawQuestions, outcomeOf, RULES, type InterviewFormat, type Outcome } from './interview-rules';
import { useInterviewReading, type FirstReading } from './use-interview-reading';
import type { CivicsResult } from './whole-interview-plan';

interface InterviewRunInput {
  userId: number;
  format: InterviewFormat;
  bank: StoredQuestion[];
  firstReading: FirstReading;
  onDone?: (result: CivicsResult) => void;
}

const shuffle = <T>(items: readonly T[]) => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
};

interface Finished {
  userId: number;
  format: InterviewFormat;
  startedAt: number;
  answers: Answered[];
  outcome: Outcome;
  onDone?: (result: CivicsResult) => void;
}

/** The attempt is kept once the result shows (the whole interview hands it on instead). */
function useRecordAttempt(showResult: boolean, { userId, format, startedAt, answers, outcome, onDone }: Finished) {
  const { t } = useTranslation('interview');
  const saved = useRef(false);
  const correctCount = answers.filter(isAccepted).length;
  useEffect(() => {
    if (!showResult || saved.current) return;
    saved.current = true;
    void recordTestAttempt(userId, {
      startedAt: new Date(startedAt).toISOString(),
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
  }, [showResult, userId, startedAt, correctCount, answers, outcome, format, t, onDone]);
}

export function useInterviewRun({ userId, format, bank, firstReading, onDone }: InterviewRunInput) {
  const { t } = useTranslation('interview');
  const rules = RULES[format];
  const [questions] = useState(() => drawQuestions(bank, format));
  // One question at a time, its answer locked; use-interview-reading.ts stops the reading.
  const session = usePracticeSession<Answered>({ count: questions.length, lockAnswers: true });
  // Set by Next once the outcome is settled: the answer's feedback gives way to the result.
  const [closed, setClosed] = useState(false);
  const answers = useMemo(() => questions.flatMap((q) => session.answers[q.id] ?? []), [questions, session.answers]);
  const correctCount = answers.filter(isAccepted).length;
  const outcome = outcomeOf(rules, correctCount, answers.length - correctCount);
  const finished = outcome !== 'ongoing' || answers.length >= questions.length;
  const question = questions[session.position];
  // The current question's answer is shown until Next.
  const feedback = (!closed && question && session.answers[question.id]) || null;
  const showResult = finished && feedback === null;
  const [options, setOptions] = useState(() => (question ? shuffle(question.options) : []));
  const read = useInterviewReading(!feedback && !finished ? question : undefined, firstReading);
  useRecordAttempt(showResult, { userId, format, startedAt: session.startedAt, answers, outcome, onDone });

  const answer = (current: StoredQuestion, given: string, way: AnswerWay, verdict: Verdict) => {
    stopSpeaking();
    // Every interview answer is an FSRS review too (issue 14): a near miss ("Almost": a forgiven
    // typo or a name heard another way, or the learner's own mark) is rated Hard.
    const isCorrect = verdict !== 'wrong';
    const studyTime = session.secondsOnQuestion();
    void recordPracticeAnswer(userId, {
      questionId: current.id,
      isCorrect,
      studyTime,
      hard: verdict === 'almost',
    }).catch(() => toast({ title: t('saveFailed'), variant: 'destructive' }));
    session.answer(current.id, { question: current, given, way, verdict });
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
  return {
    rules,
    answers,
    correctCount,
    outcome,
    finished,
    question,
    feedback,
    showResult,
    options,
    read,
    answer,
    next,
  };
}

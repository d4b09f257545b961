// A running test (spec part 1 §2, §4, §9): its header (test-header.tsx), one question with its
// options; footer with Previous, Flag and Next / Submit Test.
// Loading overlay 500 ms, list locked 1 s, then the clock runs; at 0 the test submits itself.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePracticeSession } from '../../lib/practice-session/use-practice-session';
import { useNavigationGuard } from '../../lib/navigation-guard';
import { useSwipe } from '../../lib/use-swipe';
import { paths } from '../../routes';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { isLeaveGuarded, useLeaveGuardStore } from '../../ui/leave-guard-store';
import { QuestionCard } from '../../ui/question-card';
import { toast } from '../../ui/toast-store';
import type { TestQuestion } from './question-set';
import { endRunningTest, saveRunningAnswers, saveRunningTest } from './running-test';
import { saveTestResult } from './save-test';
import { TestFooter, TestOverlay } from './test-footer';
import { TestHeader } from './test-header';
import { TestOptions } from './test-options';
import { buildTestResult } from './test-result';
import { useCountdown } from './use-countdown';
import { useTestReads } from './use-test-reads';

/** Spec part 1 §4, §9. */
export const LOAD_MS = 500;
export const LOCK_MS = 1_000;
export const RESULT_REDIRECT_MS = 500;

type Phase = 'loading' | 'locked' | 'running' | 'submitting';

export interface TestSessionProps {
  userId: number;
  questions: TestQuestion[];
  timePerQuestion: number;
  readCount: number;
  /** Set when the learner chose one of the admin's fixed tests. */
  testDefinitionId?: number;
  /** A test resumed after a reload: its first start and its deadline (running-test.ts). */
  resumeFrom?: { startedAt: number; deadlineAt: number; answers?: Record<number, string>; flags?: number[] };
}

export function TestSession({
  userId,
  questions,
  timePerQuestion,
  readCount,
  testDefinitionId,
  resumeFrom,
}: TestSessionProps) {
  const { t } = useTranslation('test');
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('loading');
  // An answer may change until the test is submitted. The test's reads are its own (use-test-reads.ts:
  // an automatic read after each move), so the session does not stop reading on a move.
  const session = usePracticeSession<string>({
    count: questions.length,
    lockAnswers: false,
    startedAt: resumeFrom?.startedAt,
    answers: resumeFrom?.answers,
    flags: resumeFrom?.flags,
  });
  const { position, moved, answers, startedAt } = session;
  const flags = useMemo(() => new Set(session.flags), [session.flags]);
  const [showQuestion, setShowQuestion] = useState(true);
  const { read, silence, readAfterMove, readsLeft } = useTestReads(questions, readCount);
  // Fixed when the clock starts (or as it was before a reload), and kept for a reload.
  const [deadlineAt, setDeadlineAt] = useState<number | undefined>(resumeFrom?.deadlineAt);
  const submitted = useRef(false);
  const state = useRef({ answers, flags });
  useEffect(() => {
    state.current = { answers, flags };
  });
  // Leaving a test in progress (Home, Back, the brand link) asks first: the answers would be lost.
  const [asking, setAsking] = useState<'submit' | null>(null);
  const holdLeave = useLeaveGuardStore((s) => s.hold);
  const releaseLeave = useLeaveGuardStore((s) => s.release);
  useEffect(() => {
    holdLeave(t('leave.text'));
    return releaseLeave;
  }, [holdLeave, releaseLeave, t]);
  const blocker = useNavigationGuard(
    ({ currentLocation, nextLocation }) => isLeaveGuarded() && currentLocation.pathname !== nextLocation.pathname,
  );

  const current = questions[position];

  useEffect(() => {
    const timers = [
      setTimeout(() => setPhase((p) => (p === 'loading' ? 'locked' : p)), LOAD_MS),
      setTimeout(() => setPhase((p) => (p === 'locked' ? 'running' : p)), LOAD_MS + LOCK_MS),
    ];
    return () => timers.forEach(clearTimeout);
  }, []);

  const submit = () => {
    if (submitted.current) return;
    if (questions.length === 0) {
      toast({ title: t('errors.noQuestionsToSubmit'), variant: 'destructive' });
      return;
    }
    submitted.current = true;
    endRunningTest();
    releaseLeave();
    setPhase('submitting');
    silence();
    const result = buildTestResult(questions, state.current.answers, state.current.flags, startedAt, Date.now());
    void saveTestResult(userId, result, testDefinitionId)
      .catch(() => toast({ title: t('errors.saveFailed'), variant: 'destructive' }))
      .then(() => setTimeout(() => void navigate(paths.testResults), RESULT_REDIRECT_MS));
  };

  const totalSeconds = timePerQuestion * questions.length;
  useEffect(() => {
    if (phase !== 'running' || deadlineAt !== undefined || submitted.current) return;
    const deadline = Date.now() + totalSeconds * 1000;
    saveRunningTest({
      userId,
      startedAt,
      deadlineAt: deadline,
      questionIds: questions.map((q) => q.question.id),
      ...(testDefinitionId ? { testDefinitionId } : {}),
    });
    queueMicrotask(() => setDeadlineAt(deadline));
  }, [phase, deadlineAt, totalSeconds, userId, startedAt, questions, testDefinitionId]);
  // Every answer and flag is kept with the clock, so a reload goes on with them (issue 30).
  useEffect(() => {
    if (deadlineAt !== undefined && !submitted.current) saveRunningAnswers(userId, answers, [...flags]);
  }, [answers, flags, deadlineAt, userId]);
  const remaining = useCountdown(totalSeconds, phase === 'running' && deadlineAt !== undefined, submit, deadlineAt);
  const locked = phase !== 'running';

  const go = (next: number) => {
    if (locked || next < 0 || next >= questions.length) return;
    session.go(next);
    readAfterMove(next);
  };
  const swipe = useSwipe((direction) => go(position + (direction === 'left' ? 1 : -1)));

  if (!current) return null;
  const { question } = current;
  const flagged = flags.has(question.id);
  const answeredCount = questions.filter((q) => answers[q.question.id]).length;

  const unanswered = questions.length - answeredCount;
  // The clock's own submit never asks; the learner's button does when answers are missing.
  const submitByLearner = () => (unanswered > 0 ? setAsking('submit') : submit());
  const leave = () => {
    endRunningTest();
    releaseLeave();
    blocker.proceed?.();
    setAsking(null);
  };
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
    setAsking(null);
  };

  return (
    <div className="test-session">
      <TestHeader
        current={position + 1}
        total={questions.length}
        remainingSeconds={remaining}
        showQuestion={showQuestion}
        onToggleQuestion={() => setShowQuestion((shown) => !shown)}
      />

      <div className="test-swipe-area" {...swipe}>
        <QuestionCard
          key={question.id}
          className="test-question"
          headingId="test-question-text"
          number={t('counterLabel', { current: position + 1, total: questions.length })}
          focusOnShow={moved}
          text={showQuestion ? question.questionText : t('questionHidden')}
          textMuted={!showQuestion}
          actions={
            <>
              <span className="test-reads-left">{t('readsLeft', { count: readsLeft(question.id) })}</span>
              <Button
                variant="ghost"
                className="question-card-icon-button test-speaker"
                aria-label={t('readQuestion')}
                onClick={() => read(position, false)}
              >
                <Volume2 size={26} aria-hidden="true" />
              </Button>
            </>
          }
        >
          <TestOptions
            current={current}
            chosen={answers[question.id]}
            locked={locked}
            submitting={phase === 'submitting'}
            onChoose={(optionId) => session.answer(question.id, optionId)}
          />
        </QuestionCard>
      </div>

      <p className="test-progress">
        {t('answered', { answered: answeredCount, total: questions.length })}
        {flags.size > 0 && <> · {t('flaggedCount', { count: flags.size })}</>}
      </p>
      <p className="test-hint">{t('swipeHint')}</p>
      <p className="test-hint">{t('autoReadsFree')}</p>

      <TestFooter
        isFirst={session.isFirst}
        isLast={session.isLast}
        flagged={flagged}
        locked={locked}
        onPrevious={() => go(position - 1)}
        onNext={() => go(position + 1)}
        onToggleFlag={() => session.toggleFlag(question.id)}
        onSubmit={submitByLearner}
      />

      {blocker.state === 'blocked' && (
        <ConfirmDialog
          title={t('leave.title')}
          confirmLabel={t('leave.confirm')}
          cancelLabel={t('leave.stay')}
          destructive
          onConfirm={leave}
          onCancel={stay}
        >
          <p>{t('leave.text')}</p>
        </ConfirmDialog>
      )}
      {asking === 'submit' && (
        <ConfirmDialog
          title={t('submitCheck.title')}
          confirmLabel={t('submitCheck.confirm')}
          cancelLabel={t('submitCheck.back')}
          onConfirm={() => {
            setAsking(null);
            submit();
          }}
          onCancel={stay}
        >
          <p>{t('submitCheck.text', { count: unanswered })}</p>
        </ConfirmDialog>
      )}
      {phase !== 'running' && <TestOverlay submitting={phase === 'submitting'} />}
    </div>
  );
}

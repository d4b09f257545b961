// A running test's phases (spec part 1 §4, §9): loading overlay 500 ms, list locked 1 s, then the
// clock runs; at 0 the test submits itself. The clock's deadline, the answers and the flags are kept
// for a reload (running-test.ts); submitting saves the result and opens the results screen.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PracticeSession } from '../../lib/practice-session/use-practice-session';
import { paths } from '../../routes';
import { toast } from '../../ui/toast-store';
import { endRunningTest, saveRunningAnswers, saveRunningTest } from './running-test';
import { saveTestResult } from './save-test';
import { buildTestResult } from './test-result';
import type { TestSessionProps } from './test-session';
import { useCountdown } from './use-countdown';

/** Spec part 1 §4, §9. */
export const LOAD_MS = 500;
export const LOCK_MS = 1_000;
export const RESULT_REDIRECT_MS = 500;

export type TestPhase = 'loading' | 'locked' | 'running' | 'submitting';

/** What the running test needs besides its props: its practice session, the flags as a set, and its neighbours. */
interface TestRunParts {
  session: PracticeSession<string>;
  flags: ReadonlySet<number>;
  /** Stops the test's reading when it is submitted. */
  silence: () => void;
  /** Lets the learner leave without asking once the test is submitted. */
  releaseLeave: () => void;
}

/** Loading, then locked, then running: the overlay and the held list, once, when the test opens. */
function useOpeningPhases() {
  const [phase, setPhase] = useState<TestPhase>('loading');
  useEffect(() => {
    const timers = [
      setTimeout(() => setPhase((p) => (p === 'loading' ? 'locked' : p)), LOAD_MS),
      setTimeout(() => setPhase((p) => (p === 'locked' ? 'running' : p)), LOAD_MS + LOCK_MS),
    ];
    return () => timers.forEach(clearTimeout);
  }, []);
  return [phase, setPhase] as const;
}

export function useTestRun(props: TestSessionProps, { session, flags, silence, releaseLeave }: TestRunParts) {
  const { userId, questions, testDefinitionId } = props;
  const { answers, startedAt } = session;
  const { t } = useTranslation('test');
  const navigate = useNavigate();
  // Fixed when the clock starts (or as it was before a reload), and kept for a reload.
  const [deadlineAt, setDeadlineAt] = useState<number | undefined>(props.resumeFrom?.deadlineAt);
  const submitted = useRef(false);
  const state = useRef({ answers, flags });
  useEffect(() => {
    state.current = { answers, flags };
  });
  const [phase, setPhase] = useOpeningPhases();

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

  const totalSeconds = props.timePerQuestion * questions.length;
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
  return { phase, remaining, submit, locked: phase !== 'running' };
}

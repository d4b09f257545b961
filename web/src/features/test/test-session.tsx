// A running test (spec part 1 §2, §4, §9): its header (test-header.tsx), one question with its
// options (test-question.tsx); footer with Previous, Flag and Next / Submit Test.
// Loading overlay 500 ms, list locked 1 s, then the clock runs; at 0 the test submits itself (use-test-run.ts).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePracticeSession } from '../../lib/practice-session/use-practice-session';
import { useSwipe } from '../../lib/use-swipe';
import type { TestQuestion } from './question-set';
import { TestDialogs } from './test-dialogs';
import { TestFooter, TestOverlay } from './test-footer';
import { TestHeader } from './test-header';
import { TestQuestionCard } from './test-question';
import { useTestLeave } from './use-test-leave';
import { useTestReads } from './use-test-reads';
import { useTestRun } from './use-test-run';

export { LOAD_MS, LOCK_MS, RESULT_REDIRECT_MS } from './use-test-run';

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

export function TestSession(props: TestSessionProps) {
  const { questions, readCount, resumeFrom } = props;
  // An answer may change until the test is submitted. The test's reads are its own (use-test-reads.ts:
  // an automatic read after each move), so the session does not stop reading on a move.
  const session = usePracticeSession<string>({
    count: questions.length,
    lockAnswers: false,
    startedAt: resumeFrom?.startedAt,
    answers: resumeFrom?.answers,
    flags: resumeFrom?.flags,
  });
  const { position, answers } = session;
  const flags = useMemo(() => new Set(session.flags), [session.flags]);
  const [showQuestion, setShowQuestion] = useState(true);
  const { read, silence, readAfterMove, readsLeft } = useTestReads(questions, readCount);
  const guard = useTestLeave();
  const run = useTestRun(props, { session, flags, silence, releaseLeave: guard.releaseLeave });
  const { phase, locked } = run;
  const go = (next: number) => {
    if (locked || next < 0 || next >= questions.length) return;
    session.go(next);
    readAfterMove(next);
  };
  const swipe = useSwipe((direction) => go(position + (direction === 'left' ? 1 : -1)));

  const current = questions[position];
  if (!current) return null;
  const { question } = current;
  const answeredCount = questions.filter((q) => answers[q.question.id]).length;
  const unanswered = questions.length - answeredCount;

  return (
    <div className="test-session">
      <TestHeader
        current={position + 1}
        total={questions.length}
        remainingSeconds={run.remaining}
        showQuestion={showQuestion}
        onToggleQuestion={() => setShowQuestion((shown) => !shown)}
      />

      <div className="test-swipe-area" {...swipe}>
        <TestQuestionCard
          key={question.id}
          current={current}
          position={position}
          total={questions.length}
          chosen={answers[question.id]}
          showQuestion={showQuestion}
          focusOnShow={session.moved}
          locked={locked}
          submitting={phase === 'submitting'}
          readsLeft={readsLeft(question.id)}
          onRead={() => read(position, false)}
          onChoose={(optionId) => session.answer(question.id, optionId)}
        />
      </div>

      <TestProgress answered={answeredCount} total={questions.length} flagged={flags.size} />

      <TestFooter
        isFirst={session.isFirst}
        isLast={session.isLast}
        flagged={flags.has(question.id)}
        locked={locked}
        onPrevious={() => go(position - 1)}
        onNext={() => go(position + 1)}
        onToggleFlag={() => session.toggleFlag(question.id)}
        // The clock's own submit never asks; the learner's button does when answers are missing.
        onSubmit={() => (unanswered > 0 ? guard.askSubmit() : run.submit())}
      />
      <TestDialogs guard={guard} unanswered={unanswered} onSubmit={run.submit} />
      {phase !== 'running' && <TestOverlay submitting={phase === 'submitting'} />}
    </div>
  );
}

function TestProgress({ answered, total, flagged }: { answered: number; total: number; flagged: number }) {
  const { t } = useTranslation('test');
  return (
    <>
      <p className="test-progress">
        {t('answered', { answered, total })}
        {flagged > 0 && <> · {t('flaggedCount', { count: flagged })}</>}
      </p>
      <p className="test-hint">{t('swipeHint')}</p>
      <p className="test-hint">{t('autoReadsFree')}</p>
    </>
  );
}

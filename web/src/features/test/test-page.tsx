// The Test screen (/test and /test-mode): level 2 only; the question set comes from the device
// bank and the bundle's test config, so a test runs offline. English only (spec part 1 §4).
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from 'dexie-react-hooks';
import { DEFAULT_SYSTEM_SETTINGS, DEFAULT_TEST_SETTINGS } from '@civics/sync-protocol/constants';
import { askableQuestions, BUNDLE_TIMEOUT_MS, readBundleMeta } from '../../db/content';
import { readSettings } from '../../db/learner-records';
import { scorableQuestions } from '../../lib/scorable';
import { isAdmin } from '../../lib/session/current-user';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { testSecondsPerQuestion } from '../../lib/test-timing';
import { useHasFixedTest } from '../../lib/use-has-fixed-test';
import { useTimedOut } from '../../lib/use-timed-out';
import { paths } from '../../routes';
import { useSyncStatus } from '../../sync/sync-status';
import { requestSync } from '../../sync/use-sync-engine';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { ContentLoadError } from '../../ui/content-load-error';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast-store';
import type { LearnerTestDefinition } from '@civics/sync-protocol';
import { FixedTestChooser } from './fixed-test-chooser';
import { buildQuestionSet, type TestQuestion } from './question-set';
import { clearRetake, readRetakeIds } from './retake';
import {
  endRunningTest,
  keptAnswers,
  markRetakeInProgress,
  readRetakeInProgress,
  readRunningTest,
  type RunningTest,
} from './running-test';
import { TestIntro } from './test-intro';
import { TestSession } from './test-session';
import './test.css';
import { StartError } from '../../ui/start-error';

/**
 * Spec part 1 §6: a learner below level 2 is sent away after 2 s. A level 1 learner goes to /checkout,
 * which says what level 2 gives (issue 22: the level-1 path is one story); others to / as the spec says.
 */
export const LEVEL_REDIRECT_MS = 2_000;

export function TestPage() {
  const { t } = useTranslation('test');
  const { t: tCommon } = useTranslation('common');
  const user = useCurrentUserStore((s) => s.user);
  const navigate = useNavigate();
  const level = user ? (isAdmin(user) ? 2 : user.approvalLevel) : 0;
  // Level 1 keeps the random test locked (spec part 1 §6) but may take a fixed test an admin
  // assigned to it (issue 9), when the device holds one; undefined while the device is read.
  const hasFixedTest = useHasFixedTest(user?.id);
  const level1Fixed = level === 1 ? hasFixedTest : false;
  const allowed = level >= 2 || level1Fixed === true;

  useEffect(() => {
    if (allowed || (level === 1 && level1Fixed === undefined)) return;
    const timer = setTimeout(
      () => void navigate(level === 1 ? paths.checkout : paths.landing, { replace: true }),
      LEVEL_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [allowed, level, level1Fixed, navigate]);

  if (!user) return null;
  return (
    <main className="page test-page question-page">
      <h1 className="visually-hidden">{t('title')}</h1>
      {allowed ? (
        <TestLoader userId={user.id} fixedOnly={level < 2} />
      ) : (
        <Card title={t('levelRequired.title')} className="card-danger">
          <p>{t('levelRequired.text')}</p>
          {/* Level 1 may buy Level 2; a document load, for /checkout's own CSP (issue 21). */}
          {level === 1 && (
            <ButtonLink to={paths.checkout} reloadDocument block>
              {tCommon('checkoutLink')}
            </ButtonLink>
          )}
        </Card>
      )}
    </main>
  );
}

interface Prepared {
  questions: TestQuestion[];
  timePerQuestion: number;
  readCount: number;
  testDefinitionId?: number;
  resumeFrom?: { startedAt: number; deadlineAt: number; answers: Record<number, string>; flags: number[] };
}

function TestLoader({ userId, fixedOnly }: { userId: number; fixedOnly: boolean }) {
  const { t } = useTranslation('test');
  const online = useSyncStatus((s) => s.online);
  const contentFailed = useSyncStatus((s) => s.content === 'failed');
  const data = useLiveQuery(async () => {
    try {
      const [questions, meta, settings] = await Promise.all([
        askableQuestions(),
        readBundleMeta(),
        readSettings(userId),
      ]);
      return { questions, meta, settings };
    } catch {
      return null;
    }
  }, [userId]);
  // Fixed once built: a sync during the test must not change the questions under the learner.
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  // The intro card comes first; a test resumed after a reload goes straight on (its clock runs).
  const [started, setStarted] = useState(false);
  // The results screen is fetched when the test starts (issue 22), so a connection lost during the
  // test does not leave the learner without their results.
  useEffect(() => {
    if (prepared) void import('./test-results-page').catch(() => undefined);
  }, [prepared]);
  // A test still on the clock before a reload goes on (running-test.ts); read once.
  const [resume] = useState<RunningTest | null>(() => readRunningTest(userId));
  // The admin's fixed tests (issue 9): chosen before the test starts; Test Again skips the choice.
  const [choice, setChoice] = useState<LearnerTestDefinition | 'random' | null>(() =>
    (readRetakeIds() ?? readRetakeInProgress()) && !fixedOnly ? 'random' : null,
  );
  const fixedTests =
    (data?.meta?.userId === userId && data.meta.testDefinitions?.filter((d) => d.version === data.meta?.version)) || [];
  const mustChoose = !resume && choice === null && fixedTests.length > 0;
  const noBundle = !!data && (!data.meta || data.meta.userId !== userId);
  // The spinner waits at most the download's own time-out (spec part 1 §9: 30 s).
  const timedOut = useTimedOut(BUNDLE_TIMEOUT_MS, noBundle);

  useEffect(() => {
    if (prepared || mustChoose || !data?.meta || data.meta.userId !== userId) return;
    const config = data.meta.testModeConfig ?? DEFAULT_SYSTEM_SETTINGS.testModeConfig;
    if (resume) {
      const questions = buildQuestionSet(data.questions, {
        config,
        count: resume.questionIds.length,
        sameIds: resume.questionIds,
      });
      if (questions.length === resume.questionIds.length) {
        const readCount = data.settings.studyModeSettings.questionReadCount || config.readCount;
        const timePerQuestion = (resume.deadlineAt - resume.startedAt) / 1000 / questions.length;
        const resumeFrom = { startedAt: resume.startedAt, deadlineAt: resume.deadlineAt, ...keptAnswers(resume) };
        queueMicrotask(() =>
          setPrepared({ questions, timePerQuestion, readCount, testDefinitionId: resume.testDefinitionId, resumeFrom }),
        );
        return;
      }
      endRunningTest(); // A question left the bank meanwhile: a new test instead.
    }
    if (choice && choice !== 'random') {
      // Exactly the admin's questions in the admin's order; the whole test gets the admin's time.
      const questions = buildQuestionSet(data.questions, {
        config,
        count: choice.questionIds.length,
        sameIds: choice.questionIds,
      });
      const timePerQuestion = (choice.timeLimitMinutes * 60) / Math.max(1, questions.length);
      const readCount = data.settings.studyModeSettings.questionReadCount || config.readCount;
      queueMicrotask(() => setPrepared({ questions, timePerQuestion, readCount, testDefinitionId: choice.id }));
      return;
    }
    const retakeIds = readRetakeIds() ?? readRetakeInProgress();
    clearRetake();
    // Kept until this retake is submitted or left, so a reload still asks the retake.
    if (retakeIds) markRetakeInProgress(retakeIds);
    // "Answers will vary" questions wait until the learner's state makes them answerable.
    let questions = buildQuestionSet(scorableQuestions(data.questions, data.meta), {
      config,
      count: data.settings.testModeSettings.questionsCount || DEFAULT_TEST_SETTINGS.questionsCount,
      sameIds: retakeIds ?? undefined,
    });
    if (retakeIds && questions.length === 0) {
      toast({ title: t('errors.retakeMissing'), description: t('errors.retakeMissingText'), variant: 'destructive' });
      questions = buildQuestionSet(data.questions, {
        config,
        count: data.settings.testModeSettings.questionsCount || DEFAULT_TEST_SETTINGS.questionsCount,
      });
    }
    // Deferred: the set is built from data that just arrived, once.
    // The learner's read count governs the test (spec part 1 §4, §9); the clock runs the test
    // screen's time per question (lib/test-timing).
    const readCount = data.settings.studyModeSettings.questionReadCount || config.readCount;
    queueMicrotask(() =>
      setPrepared({ questions, timePerQuestion: testSecondsPerQuestion(config.timePerQuestion), readCount }),
    );
  }, [data, prepared, userId, t, choice, mustChoose, resume]);

  if (data === null) return <StartError title={t('startError')} text={t('storageError')} />;
  if (data !== undefined && (!data.meta || data.meta.userId !== userId) && !online) {
    return (
      <Card title={t('notDownloaded.title')}>
        <p>{t('notDownloaded.text')}</p>
      </Card>
    );
  }
  if (noBundle && (contentFailed || timedOut)) return <ContentLoadError onRetry={() => void requestSync(true)} />;
  if (mustChoose) return <FixedTestChooser tests={fixedTests} onChoose={setChoice} allowRandom={!fixedOnly} />;
  if (!prepared) return <Spinner label={t('loading')} />;
  if (prepared.questions.length === 0) return <StartError title={t('startError')} text={t('noQuestions')} />;
  if (!started && !prepared.resumeFrom)
    return (
      <TestIntro
        questionCount={prepared.questions.length}
        totalSeconds={prepared.timePerQuestion * prepared.questions.length}
        onStart={() => {
          setStarted(true);
          // Start sits at the foot of the card on a small phone: the test opens at its top, header and question in view.
          window.scrollTo({ top: 0 });
        }}
      />
    );
  return (
    <TestSession
      userId={userId}
      questions={prepared.questions}
      timePerQuestion={prepared.timePerQuestion}
      readCount={prepared.readCount}
      testDefinitionId={prepared.testDefinitionId}
      resumeFrom={prepared.resumeFrom}
    />
  );
}

/** The route table's name for a lazily loaded screen. */
export { TestPage as Screen };

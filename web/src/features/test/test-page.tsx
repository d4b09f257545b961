// The Test screen (/test and /test-mode): level 2 only; the question set comes from the device
// bank and the bundle's test config, so a test runs offline. English only (spec part 1 §4).
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BUNDLE_TIMEOUT_MS } from '../../db/content';
import { isAdmin } from '../../lib/session/current-user';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { useHasFixedTest } from '../../lib/use-has-fixed-test';
import { useTimedOut } from '../../lib/use-timed-out';
import { paths } from '../../routes';
import { useSyncStatus } from '../../sync/sync-status';
import { requestSync } from '../../sync/use-sync-engine';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { ContentLoadError } from '../../ui/content-load-error';
import { Spinner } from '../../ui/spinner';
import { FixedTestChooser } from './fixed-test-chooser';
import { TestIntro } from './test-intro';
import { TestSession } from './test-session';
import { usePreparedTest } from './use-prepared-test';
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

function TestLoader({ userId, fixedOnly }: { userId: number; fixedOnly: boolean }) {
  const { t } = useTranslation('test');
  const online = useSyncStatus((s) => s.online);
  const contentFailed = useSyncStatus((s) => s.content === 'failed');
  const { data, prepared, fixedTests, mustChoose, setChoice } = usePreparedTest(userId, fixedOnly);
  // The intro card comes first; a test resumed after a reload goes straight on (its clock runs).
  const [started, setStarted] = useState(false);
  const noBundle = !!data && (!data.meta || data.meta.userId !== userId);
  // The spinner waits at most the download's own time-out (spec part 1 §9: 30 s).
  const timedOut = useTimedOut(BUNDLE_TIMEOUT_MS, noBundle);

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
  return <TestSession userId={userId} {...prepared} />;
}

/** The route table's name for a lazily loaded screen. */
export { TestPage as Screen };

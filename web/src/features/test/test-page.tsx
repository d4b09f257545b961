// The Test screen (/test and /test-mode): level 2 only; the question set comes from the device
// bank and the bundle's test config, so a test runs offline. English only (spec part 1 §4).
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from 'dexie-react-hooks';
import { DEFAULT_SYSTEM_SETTINGS, DEFAULT_TEST_SETTINGS } from '@civics/sync-protocol/constants';
import { questionsInOrder, readBundleMeta } from '../../db/content';
import { readSettings } from '../../db/learner-records';
import { isAdmin } from '../../lib/session/current-user';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { paths } from '../../routes';
import { useSyncStatus } from '../../sync/sync-status';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast-store';
import { buildQuestionSet, type TestQuestion } from './question-set';
import { clearRetake, readRetakeIds } from './retake';
import { TestSession } from './test-session';
import './test.css';

/** Spec part 1 §6: a learner below level 2 is sent to / after 2 s. */
export const LEVEL_REDIRECT_MS = 2_000;

export function TestPage() {
  const { t } = useTranslation('test');
  const user = useCurrentUserStore((s) => s.user);
  const navigate = useNavigate();
  const level = user ? (isAdmin(user) ? 2 : user.approvalLevel) : 0;
  const allowed = level >= 2;

  useEffect(() => {
    if (allowed) return;
    const timer = setTimeout(() => void navigate(paths.landing, { replace: true }), LEVEL_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [allowed, navigate]);

  if (!user) return null;
  return (
    <main className="page test-page" lang="en">
      <h1 className="visually-hidden">{t('title')}</h1>
      {allowed ? (
        <TestLoader userId={user.id} />
      ) : (
        <Card title={t('levelRequired.title')} className="card-danger">
          <p>{t('levelRequired.text')}</p>
        </Card>
      )}
    </main>
  );
}

interface Prepared {
  questions: TestQuestion[];
  timePerQuestion: number;
  readCount: number;
}

function TestLoader({ userId }: { userId: number }) {
  const { t } = useTranslation('test');
  const online = useSyncStatus((s) => s.online);
  const data = useLiveQuery(async () => {
    try {
      const [questions, meta, settings] = await Promise.all([questionsInOrder(), readBundleMeta(), readSettings(userId)]);
      return { questions, meta, settings };
    } catch {
      return null;
    }
  }, [userId]);
  // Fixed once built: a sync during the test must not change the questions under the learner.
  const [prepared, setPrepared] = useState<Prepared | null>(null);

  useEffect(() => {
    if (prepared || !data?.meta || data.meta.userId !== userId) return;
    const config = data.meta.testModeConfig ?? DEFAULT_SYSTEM_SETTINGS.testModeConfig;
    const retakeIds = readRetakeIds();
    clearRetake();
    let questions = buildQuestionSet(data.questions, {
      config,
      count: data.settings.testModeSettings.questionsCount || DEFAULT_TEST_SETTINGS.questionsCount,
      sameIds: retakeIds ?? undefined,
    });
    if (retakeIds && questions.length === 0) {
      toast({ title: t('errors.retakeMissing'), description: t('errors.retakeMissingText'), variant: 'destructive' });
      questions = buildQuestionSet(data.questions, { config, count: data.settings.testModeSettings.questionsCount || DEFAULT_TEST_SETTINGS.questionsCount });
    }
    // Deferred: the set is built from data that just arrived, once.
    queueMicrotask(() => setPrepared({ questions, timePerQuestion: config.timePerQuestion, readCount: config.readCount }));
  }, [data, prepared, userId, t]);

  if (data === null) return <Notice tone="error">{t('storageError')}</Notice>;
  if (data !== undefined && (!data.meta || data.meta.userId !== userId) && !online) {
    return (
      <Card title={t('notDownloaded.title')}>
        <p>{t('notDownloaded.text')}</p>
      </Card>
    );
  }
  if (!prepared) return <Spinner label={t('loading')} />;
  if (prepared.questions.length === 0) return <Notice>{t('noQuestions')}</Notice>;
  return <TestSession userId={userId} questions={prepared.questions} timePerQuestion={prepared.timePerQuestion} readCount={prepared.readCount} />;
}

/** The route table's name for a lazily loaded screen. */
export { TestPage as Screen };

// The Test screen's data (spec part 1 §4, §9): the device bank, the bundle and the learner's
// settings, read live; the admin's fixed tests to choose from; and the question set, built once.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from 'dexie-react-hooks';
import { askableQuestions, readBundleMeta } from '../../db/content';
import { readSettings } from '../../db/learner-records';
import { toast } from '../../ui/toast-store';
import { prepareTest, type PreparedTest, type TestChoice } from './prepare-test';
import { readRetakeIds } from './retake';
import { readRetakeInProgress, readRunningTest, type RunningTest } from './running-test';

async function readTestData(userId: number) {
  try {
    const [questions, meta, settings] = await Promise.all([askableQuestions(), readBundleMeta(), readSettings(userId)]);
    return { questions, meta, settings };
  } catch {
    return null;
  }
}

export function usePreparedTest(userId: number, fixedOnly: boolean) {
  const { t } = useTranslation('test');
  const data = useLiveQuery(() => readTestData(userId), [userId]);
  // Fixed once built: a sync during the test must not change the questions under the learner.
  const [prepared, setPrepared] = useState<PreparedTest | null>(null);
  // The results screen is fetched when the test starts (issue 22), so a connection lost during the
  // test does not leave the learner without their results.
  useEffect(() => {
    if (prepared) void import('./test-results-page').catch(() => undefined);
  }, [prepared]);
  // A test still on the clock before a reload goes on (running-test.ts); read once.
  const [resume] = useState<RunningTest | null>(() => readRunningTest(userId));
  // The admin's fixed tests (issue 9): chosen before the test starts; Test Again skips the choice.
  const [choice, setChoice] = useState<TestChoice | null>(() =>
    (readRetakeIds() ?? readRetakeInProgress()) && !fixedOnly ? 'random' : null,
  );
  const fixedTests =
    (data?.meta?.userId === userId && data.meta.testDefinitions?.filter((d) => d.version === data.meta?.version)) || [];
  const mustChoose = !resume && choice === null && fixedTests.length > 0;

  useEffect(() => {
    if (prepared || mustChoose || !data?.meta || data.meta.userId !== userId) return;
    const next = prepareTest({ ...data, meta: data.meta }, resume, choice, () =>
      toast({ title: t('errors.retakeMissing'), description: t('errors.retakeMissingText'), variant: 'destructive' }),
    );
    // Deferred: the set is built from data that just arrived, once.
    queueMicrotask(() => setPrepared(next));
  }, [data, prepared, userId, t, choice, mustChoose, resume]);

  return { data, prepared, fixedTests, mustChoose, setChoice };
}

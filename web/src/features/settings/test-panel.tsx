import { Lock } from 'lucide-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { readBundleMeta } from '../../db/content';
import { testSecondsPerQuestion } from '../../lib/test-timing';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { StateField, TestVersionField } from './account-fields';
import { DistrictField } from './district-field';
import { AvailableQuestions } from './available-questions';
import type { PanelProps } from './panel-props';
import { Stepper } from '../../ui/stepper';
import { READ_COUNT, TEST_QUESTIONS } from './stepper-limits';

export function TestPanel({ user, settings, change, account, available, actions, fixedTestOnly }: PanelProps) {
  const { t } = useTranslation('settings');
  const meta = useLiveQuery(readBundleMeta, []);
  const study = settings.studyModeSettings;
  const testCount = settings.testModeSettings.questionsCount;
  // The spec's "test time shown": time per question × count / 60, rounded to a tenth (part 1 §9),
  // with the time per question the test screen really runs (lib/test-timing).
  const perQuestion = testSecondsPerQuestion(meta?.testModeConfig.timePerQuestion);
  const minutes = Math.round((perQuestion * testCount) / 6) / 10;
  return (
    <div className="settings-panel">
      <TestVersionField user={user} account={account} />
      <StateField user={user} account={account} />
      <DistrictField user={user} account={account} />
      <AvailableQuestions count={available} />
      <Stepper
        label={t('stepper.testQuestions')}
        value={testCount}
        range={TEST_QUESTIONS}
        hint={t('testTime', { minutes, seconds: perQuestion })}
        onChange={(questionsCount) => change({ test: { questionsCount } })}
      />
      <Stepper
        label={t('stepper.readCount')}
        value={study.questionReadCount}
        range={READ_COUNT}
        hint={t('readCountHint')}
        onChange={(questionReadCount) => change({ study: { questionReadCount } })}
      />
      {fixedTestOnly && <Notice>{t('fixedTest.notice')}</Notice>}
      <div className="settings-actions">
        <Button block onClick={() => void actions.startTest()}>
          {fixedTestOnly ? t('fixedTest.start') : t('actions.startTest')}
        </Button>
        {fixedTestOnly && (
          // The random test stays level 2: the usual Level 2 Required path to the purchase page.
          <Button block variant="secondary" onClick={() => actions.refuseTest()}>
            {t('fixedTest.randomLocked')}
            <Lock size={18} aria-hidden="true" />
          </Button>
        )}
      </div>
    </div>
  );
}

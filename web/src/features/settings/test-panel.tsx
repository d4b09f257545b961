import { DEFAULT_SYSTEM_SETTINGS } from '@civics/sync-protocol/constants';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { readBundleMeta } from '../../db/content';
import { Button } from '../../ui/button';
import { StateField, TestVersionField } from './account-fields';
import { AvailableQuestions } from './available-questions';
import type { PanelProps } from './panel-props';
import { Stepper } from './stepper';
import { READ_COUNT, TEST_QUESTIONS, TIME_LIMIT } from './stepper-limits';

export function TestPanel({ user, settings, change, account, available, actions }: PanelProps) {
  const { t } = useTranslation('settings');
  const meta = useLiveQuery(readBundleMeta, []);
  const study = settings.studyModeSettings;
  const testCount = settings.testModeSettings.questionsCount;
  // The spec's "test time shown": time per question × count / 60, rounded to a tenth (part 1 §9).
  const perQuestion = meta?.testModeConfig.timePerQuestion ?? DEFAULT_SYSTEM_SETTINGS.testModeConfig.timePerQuestion;
  const minutes = Math.round((perQuestion * testCount) / 6) / 10;
  return (
    <div className="settings-panel">
      <TestVersionField user={user} account={account} />
      <StateField user={user} account={account} />
      <AvailableQuestions count={available} />
      <Stepper
        label={t('stepper.testQuestions')}
        value={testCount}
        range={TEST_QUESTIONS}
        hint={t('testTime', { minutes })}
        onChange={(questionsCount) => change({ test: { questionsCount } })}
      />
      <Stepper
        label={t('stepper.readCount')}
        value={study.questionReadCount}
        range={READ_COUNT}
        hint={t('readCountHint')}
        onChange={(questionReadCount) => change({ study: { questionReadCount } })}
      />
      <Stepper
        label={t('stepper.timeLimit')}
        value={study.timeLimit}
        range={TIME_LIMIT}
        onChange={(timeLimit) => change({ study: { timeLimit } })}
      />
      <div className="settings-actions">
        <Button block onClick={() => void actions.startTest()}>
          {t('actions.startTest')}
        </Button>
      </div>
    </div>
  );
}

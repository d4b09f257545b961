// Before a test: the admin's fixed tests offered to this learner (from the bundle, so it works
// offline) beside the usual random test. Shown only when there is at least one fixed test.
import { useTranslation } from 'react-i18next';
import type { LearnerTestDefinition } from '@civics/sync-protocol';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';

interface FixedTestChooserProps {
  tests: readonly LearnerTestDefinition[];
  onChoose: (test: LearnerTestDefinition | 'random') => void;
  /** Level 1 takes only the fixed tests assigned to it; the random test stays level 2. */
  allowRandom: boolean;
}

export function FixedTestChooser({ tests, onChoose, allowRandom }: FixedTestChooserProps) {
  const { t } = useTranslation('test');
  return (
    <Card title={t('chooser.title')}>
      <p>{allowRandom ? t('chooser.text') : t('chooser.textFixedOnly')}</p>
      <ul className="fixed-test-list">
        {tests.map((test) => (
          <li key={test.id}>
            <Button variant="secondary" block onClick={() => onChoose(test)}>
              <span className="fixed-test-name">{test.name}</span>
              <span className="fixed-test-meta">
                {t('chooser.meta', { count: test.questionIds.length, minutes: test.timeLimitMinutes })}
              </span>
            </Button>
          </li>
        ))}
      </ul>
      {allowRandom && (
        <Button block onClick={() => onChoose('random')}>
          {t('chooser.random')}
        </Button>
      )}
    </Card>
  );
}

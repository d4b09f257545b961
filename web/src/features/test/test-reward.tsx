// The test results' reward (issue 22): a passed practice test is celebrated; one failed by one or two
// questions shows the missed questions, their right answers and why.
import { useTranslation } from 'react-i18next';
import { shortOfPass, testReward, type RewardKind } from '../../lib/reward';
import { Celebration, NearMiss } from '../../ui/result-reward';
import type { TestResult } from './test-result';

/** `only`: the celebration leads the screen (seen at once); the near miss follows the score. */
export function TestReward({ result, only }: { result: TestResult; only: RewardKind }) {
  const { t } = useTranslation('test');
  const kind = testReward(result.score, result.totalQuestions, result.passed);
  if (kind !== only) return null;
  if (kind === 'celebrate') return <Celebration title={t('reward.passed')} text={t('reward.passedText')} />;
  const items = result.questionsData
    .filter((q) => !q.isCorrect)
    .map((q, index) => ({
      id: `${q.questionId}-${index}`,
      question: q.question.questionText,
      answer: q.question.options.find((o) => o.id === q.question.correctOptionId)?.text ?? '',
      explanation: q.question.explanation ?? '',
    }));
  const count = shortOfPass(result.score, result.totalQuestions);
  return (
    <NearMiss
      title={t('reward.almost')}
      text={t('reward.almostText', { count })}
      items={items}
      answerLabel={t('results.correctAnswer')}
    />
  );
}

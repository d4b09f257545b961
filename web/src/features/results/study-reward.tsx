// The study results' reward (issue 22): a perfect batch is celebrated; a batch with one wrong answer
// shows that question, its right answer and why. Judged on the first try, as the score is.
import { useTranslation } from 'react-i18next';
import { correctOptionText, type ResultQuestion } from '../../lib/result-question';
import { studyReward, type RewardKind } from '../../lib/reward';
import type { StudyResult } from '../../lib/study-result';
import { Celebration, NearMiss } from '../../ui/result-reward';

/** `only`: the celebration leads the screen (seen at once); the near miss follows the score. */
export function StudyReward({
  result,
  questions,
  only,
}: {
  result: StudyResult;
  questions: ResultQuestion[];
  only: RewardKind;
}) {
  const { t } = useTranslation('results');
  const kind = studyReward(result.correctAnswers, result.totalQuestions, result.skippedQuestionIds?.length ?? 0);
  if (kind !== only) return null;
  if (kind === 'celebrate') return <Celebration title={t('reward.perfect')} text={t('reward.perfectText')} />;
  // A missed question the retake has since put right is no longer "why".
  const missed = questions.filter((q) => !q.isCorrect);
  if (missed.length === 0) return null;
  const items = missed.map((q) => ({
    id: q.questionId,
    question: q.questionText,
    answer: correctOptionText(q),
    explanation: q.explanation,
  }));
  return (
    <NearMiss
      title={t('reward.almost')}
      text={t('reward.almostText')}
      items={items}
      answerLabel={t('review.correctAnswer')}
    />
  );
}

// One Review question in the shared card (ui/question-card-choices): lettered options with the translation
// beside the English, the verdict, the correct answer and the explanation — as incorrect review shows them.
import { useTranslation } from 'react-i18next';
import { correctOptionText } from '../../lib/result-question';
import { questionReading, speakSequence } from '../../speech/speak-sequence';
import { isSpeechAvailable } from '../../speech/speech-engine';
import { ChoiceQuestionCard, type ChoiceAnswering } from '../../ui/question-card-choices';
import { toast } from '../../ui/toast-store';

interface ReviewCardProps extends ChoiceAnswering {
  kind: 'due' | 'new';
}

export function ReviewCard({ question, kind, ...answering }: ReviewCardProps) {
  const { t } = useTranslation('spacedReview');

  const read = () => {
    if (!isSpeechAvailable()) {
      toast({ title: t('speechUnavailable'), description: t('speechUnavailableText'), variant: 'destructive' });
      return;
    }
    speakSequence(questionReading(question.questionText, correctOptionText(question)));
  };

  return (
    <ChoiceQuestionCard
      {...answering}
      className="spaced-review-question"
      number={t('officialNumber', { number: question.officialNumber })}
      actions={
        <span className={`badge spaced-review-badge spaced-review-badge-${kind}`}>
          {kind === 'due' ? t('badgeDue') : t('badgeNew')}
        </span>
      }
      question={question}
      onReadText={read}
      hint={t('readAloud')}
      cardProps={{ 'data-question-id': String(question.questionId), 'data-kind': kind }}
      namespace="spacedReview"
    />
  );
}

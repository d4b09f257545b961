// One Review question in the shared card (ui/question-card-choices): lettered options with the translation
// beside the English, the verdict, the correct answer and the explanation — as incorrect review shows them.
import { useTranslation } from 'react-i18next';
import type { ResultQuestion } from '../../lib/result-question';
import { questionReading, speakSequence } from '../../speech/speak-sequence';
import { isSpeechAvailable } from '../../speech/speech-engine';
import { ChoiceQuestionCard } from '../../ui/question-card-choices';
import type { SpokenResult } from '../../ui/spoken/spoken-result';
import { toast } from '../../ui/toast-store';

interface ReviewCardProps {
  question: ResultQuestion;
  kind: 'due' | 'new';
  chosen: string | null;
  onChoose: (optionId: string) => void;
  spoken: SpokenResult | null;
  onSpoken: (result: SpokenResult) => void;
  bilingual: boolean;
  language: string;
  focusOnShow?: boolean;
}

export function ReviewCard({ question, kind, ...answering }: ReviewCardProps) {
  const { t } = useTranslation('spacedReview');
  const correctText = question.options.find((o) => o.id === question.correctOptionId)?.text ?? '';

  const read = () => {
    if (!isSpeechAvailable()) {
      toast({ title: t('speechUnavailable'), description: t('speechUnavailableText'), variant: 'destructive' });
      return;
    }
    speakSequence(questionReading(question.questionText, correctText));
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

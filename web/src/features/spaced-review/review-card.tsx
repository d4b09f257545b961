// One Review question in the study card (ui/question-card): lettered options with the translation
// beside the English, the verdict, the correct answer and the explanation — as incorrect review shows them.
import { useTranslation } from 'react-i18next';
import type { ResultQuestion } from '../../lib/result-question';
import { questionReading, speakSequence } from '../../speech/speak-sequence';
import { isSpeechAvailable } from '../../speech/speech-engine';
import { AnswerChoices } from '../../ui/answer-choices';
import { QuestionCard } from '../../ui/question-card';
import type { SpokenResult } from '../../ui/spoken/spoken-result';
import { toast } from '../../ui/toast-store';
import { OfficeChangeNotice } from '../../ui/office-change-notice';

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

export function ReviewCard({
  question,
  kind,
  chosen,
  onChoose,
  spoken,
  onSpoken,
  bilingual,
  language,
  focusOnShow,
}: ReviewCardProps) {
  const { t } = useTranslation('spacedReview');
  const translation = bilingual ? question.translation : null;
  const correctText = question.options.find((o) => o.id === question.correctOptionId)?.text ?? '';

  const read = () => {
    if (!isSpeechAvailable()) {
      toast({ title: t('speechUnavailable'), description: t('speechUnavailableText'), variant: 'destructive' });
      return;
    }
    speakSequence(questionReading(question.questionText, correctText));
  };

  return (
    <QuestionCard
      className="spaced-review-question"
      number={t('officialNumber', { number: question.officialNumber })}
      actions={
        <span className={`badge spaced-review-badge spaced-review-badge-${kind}`}>
          {kind === 'due' ? t('badgeDue') : t('badgeNew')}
        </span>
      }
      text={question.questionText}
      onReadText={read}
      translation={translation ? { text: translation.questionText, lang: language } : null}
      hint={t('readAloud')}
      cardProps={{ 'data-question-id': String(question.questionId), 'data-kind': kind }}
      focusOnShow={focusOnShow}
    >
      <OfficeChangeNotice change={question.officeChange} />
      <AnswerChoices
        question={question}
        translation={translation}
        language={language}
        chosen={chosen}
        onChoose={onChoose}
        spoken={spoken}
        onSpoken={onSpoken}
        namespace="spacedReview"
      />
    </QuestionCard>
  );
}

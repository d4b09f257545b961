import { useTranslation } from 'react-i18next';
import type { ResultQuestion } from '../../lib/result-question';
import { ChoiceQuestionCard } from '../../ui/question-card-choices';
import type { SpokenResult } from '../../ui/spoken/spoken-result';
import { useReadQuestion } from './use-read-question';

interface ReviewQuestionProps {
  question: ResultQuestion;
  chosen: string | null;
  onChoose: (optionId: string) => void;
  spoken: SpokenResult | null;
  onSpoken: (result: SpokenResult) => void;
  bilingual: boolean;
  language: string;
  focusOnShow?: boolean;
}

/** One question of the incorrect-questions review, drawn as spaced Review draws its own. */
export function ReviewQuestion({ question, ...answering }: ReviewQuestionProps) {
  const { t } = useTranslation('review');
  const read = useReadQuestion(question.questionId);
  const correctText = question.options.find((o) => o.id === question.correctOptionId)?.text ?? '';

  return (
    <ChoiceQuestionCard
      {...answering}
      className="review-question"
      number={t('officialNumber', { number: question.officialNumber })}
      question={question}
      onReadText={() => read(question.questionText, correctText)}
      hint={t('readAloud')}
      namespace="review"
      feedbackClassName="review-feedback"
    />
  );
}

import { useTranslation } from 'react-i18next';
import { correctOptionText } from '../../lib/result-question';
import { ChoiceQuestionCard, type ChoiceAnswering } from '../../ui/question-card-choices';
import { useReadQuestion } from './use-read-question';

/** One question of the incorrect-questions review, drawn as spaced Review draws its own. */
export function ReviewQuestion({ question, ...answering }: ChoiceAnswering) {
  const { t } = useTranslation('review');
  const read = useReadQuestion(question.questionId);

  return (
    <ChoiceQuestionCard
      {...answering}
      className="review-question"
      number={t('officialNumber', { number: question.officialNumber })}
      question={question}
      onReadText={() => read(question.questionText, correctOptionText(question))}
      hint={t('readAloud')}
      namespace="review"
      feedbackClassName="review-feedback"
    />
  );
}

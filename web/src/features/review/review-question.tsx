import { useTranslation } from 'react-i18next';
import type { ResultQuestion } from '../../lib/result-question';
import { AnswerChoices } from '../../ui/answer-choices';
import { QuestionCard } from '../../ui/question-card';
import type { SpokenResult } from '../../ui/spoken/spoken-result';
import { useReadQuestion } from './use-read-question';
import { OfficeChangeNotice } from '../../ui/office-change-notice';

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

export function ReviewQuestion({
  question,
  chosen,
  onChoose,
  spoken,
  onSpoken,
  bilingual,
  language,
  focusOnShow,
}: ReviewQuestionProps) {
  const { t } = useTranslation('review');
  const read = useReadQuestion(question.questionId);
  const translation = bilingual ? question.translation : null;
  const correctText = question.options.find((o) => o.id === question.correctOptionId)?.text ?? '';

  return (
    <QuestionCard
      className="review-question"
      text={question.questionText}
      onReadText={() => read(question.questionText, correctText)}
      translation={translation ? { text: translation.questionText, lang: language } : null}
      hint={t('readAloud')}
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
        namespace="review"
        feedbackClassName="review-feedback"
      />
    </QuestionCard>
  );
}

import { useTranslation } from 'react-i18next';
import type { ResultQuestion } from '../../lib/result-question';
import { AnswerReviewItem } from './answer-review-item';

interface AnswerReviewListProps {
  questions: ResultQuestion[];
  bilingual: boolean;
  language: string;
}

export function AnswerReviewList({ questions, bilingual, language }: AnswerReviewListProps) {
  const { t } = useTranslation('results');
  return (
    <section className="stack" aria-labelledby="review-answers-title">
      <h2 id="review-answers-title">{t('review.title')}</h2>
      <ol className="answer-list">
        {questions.map((question, index) => (
          <AnswerReviewItem
            key={`${question.questionId}-${index}`}
            question={question}
            bilingual={bilingual}
            language={language}
          />
        ))}
      </ol>
    </section>
  );
}

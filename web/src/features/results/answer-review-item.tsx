import { useId, useState } from 'react';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translatedOption, type ResultQuestion } from '../../lib/result-question';
import { AnswerAsOf } from '../../ui/answer-as-of';
import { Button } from '../../ui/button';
import { OptionRowBody } from '../../ui/option-row-body';
import { QuestionCard } from '../../ui/question-card';

interface AnswerReviewItemProps {
  question: ResultQuestion;
  bilingual: boolean;
  language: string;
}

/** One answered question: marker, lettered options with the learner's and the correct answer, explanation. */
export function AnswerReviewItem({ question, bilingual, language }: AnswerReviewItemProps) {
  const { t } = useTranslation('results');
  // A result rebuilt from synced records (issue 14) knows a wrong answer was wrong, not which option.
  const { t: tData } = useTranslation('myData');
  const [open, setOpen] = useState(false);
  const explanationId = useId();
  const translation = bilingual ? question.translation : null;
  const answered = question.options.some((o) => o.id === question.userAnswerId);
  return (
    <QuestionCard
      as="li"
      className={`answer-item ${question.isCorrect ? 'answer-item-correct' : 'answer-item-wrong'}`}
      cardProps={{ 'data-testid': 'answer-review-item' }}
      headingLevel={3}
      number={t('review.questionNumber', { number: question.officialNumber })}
      actions={
        <p className={`answer-marker ${question.isCorrect ? 'answer-marker-correct' : 'answer-marker-wrong'}`}>
          {question.isCorrect ? (
            <Check size={16} strokeWidth={3} aria-hidden="true" />
          ) : (
            <X size={16} strokeWidth={3} aria-hidden="true" />
          )}
          {question.isCorrect ? t('review.correct') : t('review.incorrect')}
        </p>
      }
      text={question.questionText}
      translation={translation ? { text: translation.questionText, lang: language } : null}
    >
      <ol className="option-list question-options">
        {question.options.map((option, index) => {
          const isAnswer = option.id === question.userAnswerId;
          const isRight = option.id === question.correctOptionId;
          const tone = isRight ? 'option-row-correct' : isAnswer ? 'option-row-wrong' : '';
          const translated = translation ? translatedOption(translation, option, index) : null;
          return (
            <li key={option.id} className={`option-row ${tone}`}>
              <OptionRowBody
                index={index}
                text={option.text}
                translated={translated}
                language={language}
                tags={{
                  isChosen: isAnswer,
                  isRight,
                  yourAnswer: t('review.yourAnswer'),
                  correctAnswer: t('review.correctAnswer'),
                }}
              />
            </li>
          );
        })}
      </ol>
      {!answered && (
        <p className="option-tag option-tag-wrong">
          {question.userAnswerId === null ? tData('results.chosenNotKept') : t('review.notAnswered')}
        </p>
      )}
      <Button variant="ghost" aria-expanded={open} aria-controls={explanationId} onClick={() => setOpen((v) => !v)}>
        {open ? t('review.hideExplanation') : t('review.showExplanation')}
      </Button>
      {open && (
        <div id={explanationId} className="explanation bilingual-pair">
          <p>{question.explanation || t('review.noExplanation')}</p>
          {translation?.explanation && <p lang={language}>{translation.explanation}</p>}
          <AnswerAsOf question={question} />
        </div>
      )}
    </QuestionCard>
  );
}

// A question's lettered options to answer once, then the verdict and the explanation: shared by
// incorrect-questions review and spaced Review, which ask a ResultQuestion the same way. Each
// screen passes its own text namespace (both carry the same keys).
import { useState } from 'react';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translatedOption, type ResultQuestion } from '../lib/result-question';
import { AnswerAsOf } from './answer-as-of';
import { Button } from './button';
import { OptionRowBody } from './option-row-body';
import { useRevealAfterAnswer } from './reveal-answer';
import { SayItSlot } from './say-it-slot';
import type { SpokenResult } from './spoken/spoken-result';

interface AnswerChoicesProps {
  question: ResultQuestion;
  /** The translation shown beside the English, or null. */
  translation: ResultQuestion['translation'];
  language: string;
  chosen: string | null;
  onChoose: (optionId: string) => void;
  namespace: 'review' | 'spacedReview';
  feedbackClassName?: string;
  /** "Say it" (issue 23): the spoken answer's result, and where it goes; without onSpoken, no mic. */
  spoken?: SpokenResult | null;
  onSpoken?: (result: SpokenResult) => void;
}

export function AnswerChoices({
  question,
  translation,
  language,
  chosen,
  onChoose,
  namespace,
  feedbackClassName = '',
  spoken = null,
  onSpoken,
}: AnswerChoicesProps) {
  const { t } = useTranslation(namespace);
  const [explanationOpen, setExplanationOpen] = useState(false);
  const answered = chosen !== null;
  const right = answered && chosen === question.correctOptionId;
  useRevealAfterAnswer(answered, question.questionId);
  return (
    <>
      <ul className="option-list question-options">
        {question.options.map((option, index) => {
          const isChosen = option.id === chosen;
          const isRight = option.id === question.correctOptionId;
          const tone = answered && isRight ? 'option-row-correct' : isChosen ? 'option-row-wrong' : '';
          return (
            <li key={option.id}>
              <button
                type="button"
                className={`option-row ${tone}`}
                aria-pressed={isChosen}
                disabled={answered}
                onClick={() => onChoose(option.id)}
              >
                <OptionRowBody
                  index={index}
                  text={option.text}
                  translated={translation ? translatedOption(translation, option, index) : null}
                  language={language}
                  tags={
                    answered
                      ? { isChosen, isRight, yourAnswer: t('yourAnswer'), correctAnswer: t('correctAnswer') }
                      : null
                  }
                />
              </button>
            </li>
          );
        })}
      </ul>
      {onSpoken && (!answered || spoken) && (
        <SayItSlot
          // Graded by the device's copy of the question (its official answers); the options stand in without one.
          question={{
            options: question.options,
            correctOptionId: question.correctOptionId ?? '',
            answersRequired: 1,
            questionText: question.questionText,
          }}
          questionId={question.questionId}
          result={spoken}
          onResult={onSpoken}
        />
      )}
      {answered && !spoken && (
        <p
          className={`answer-marker ${feedbackClassName} ${right ? 'answer-marker-correct' : 'answer-marker-wrong'}`}
          role="status"
          data-reveal="verdict"
        >
          {right ? (
            <Check size={18} strokeWidth={3} aria-hidden="true" />
          ) : (
            <X size={18} strokeWidth={3} aria-hidden="true" />
          )}
          {right ? t('correctFeedback') : t('wrongFeedback')}
        </p>
      )}
      {!answered && (
        <Button variant="ghost" aria-expanded={explanationOpen} onClick={() => setExplanationOpen((v) => !v)}>
          {explanationOpen ? t('hideExplanation') : t('viewExplanation')}
        </Button>
      )}
      {(answered || explanationOpen) && (
        <div className="explanation bilingual-pair">
          {question.explanation ? (
            <p lang="en" data-reveal="explanation">
              {question.explanation}
            </p>
          ) : (
            <p data-reveal="explanation">{t('noExplanation')}</p>
          )}
          {translation?.explanation && <p lang={language}>{translation.explanation}</p>}
          <AnswerAsOf question={question} />
        </div>
      )}
    </>
  );
}

// The parts of AnswerChoices: the lettered options, the verdict once answered, and the explanation.
// Each reads the text namespace of the screen that shows it ('review' or 'spacedReview').
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translatedOption, type ResultQuestion } from '../lib/result-question';
import { AnswerAsOf } from './answer-as-of';
import { OptionRowBody } from './option-row-body';

export type AnswerNamespace = 'review' | 'spacedReview';

export interface OptionListProps {
  question: ResultQuestion;
  translation: ResultQuestion['translation'];
  language: string;
  chosen: string | null;
  onChoose: (optionId: string) => void;
  namespace: AnswerNamespace;
}

/** One button per option; once answered, the right one and the learner's own are marked. */
export function AnswerOptionList({ question, translation, language, chosen, onChoose, namespace }: OptionListProps) {
  const { t } = useTranslation(namespace);
  const answered = chosen !== null;
  return (
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
  );
}

export function AnswerVerdict({
  right,
  namespace,
  className,
}: {
  right: boolean;
  namespace: AnswerNamespace;
  className: string;
}) {
  const { t } = useTranslation(namespace);
  return (
    <p
      className={`answer-marker ${className} ${right ? 'answer-marker-correct' : 'answer-marker-wrong'}`}
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
  );
}

interface ExplanationProps {
  question: ResultQuestion;
  translation: ResultQuestion['translation'];
  language: string;
  namespace: AnswerNamespace;
}

/** The English explanation (or a note that there is none), its translation, and the answer's date. */
export function AnswerExplanation({ question, translation, language, namespace }: ExplanationProps) {
  const { t } = useTranslation(namespace);
  return (
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
  );
}

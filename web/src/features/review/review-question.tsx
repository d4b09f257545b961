import { useState } from 'react';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translatedOption, type ResultQuestion } from '../../lib/result-question';
import { Button } from '../../ui/button';
import { QuestionCard } from '../../ui/question-card';
import { OptionRowBody } from '../../ui/option-row-body';
import { useReadQuestion } from './use-read-question';

interface ReviewQuestionProps {
  question: ResultQuestion;
  chosen: string | null;
  onChoose: (optionId: string) => void;
  bilingual: boolean;
  language: string;
}

export function ReviewQuestion({ question, chosen, onChoose, bilingual, language }: ReviewQuestionProps) {
  const { t } = useTranslation('review');
  const [explanationOpen, setExplanationOpen] = useState(false);
  const read = useReadQuestion(question.questionId);
  const translation = bilingual ? question.translation : null;
  const answered = chosen !== null;
  const right = answered && chosen === question.correctOptionId;
  const showExplanation = answered || explanationOpen;
  const correctText = question.options.find((o) => o.id === question.correctOptionId)?.text ?? '';

  return (
    <QuestionCard
      className="review-question"
      text={question.questionText}
      onReadText={() => read(question.questionText, correctText)}
      translation={translation ? { text: translation.questionText, lang: language } : null}
      hint={t('readAloud')}
    >
      <ul className="option-list question-options">
        {question.options.map((option, index) => {
          const isChosen = option.id === chosen;
          const isRight = option.id === question.correctOptionId;
          const tone = answered && isRight ? 'option-row-correct' : isChosen ? 'option-row-wrong' : '';
          const translated = translation ? translatedOption(translation, option, index) : null;
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
                  translated={translated}
                  language={language}
                  tags={answered ? { isChosen, isRight, yourAnswer: t('yourAnswer'), correctAnswer: t('correctAnswer') } : null}
                />
              </button>
            </li>
          );
        })}
      </ul>
      {answered && (
        <p className={`answer-marker review-feedback ${right ? 'answer-marker-correct' : 'answer-marker-wrong'}`} role="status">
          {right ? <Check size={18} strokeWidth={3} aria-hidden="true" /> : <X size={18} strokeWidth={3} aria-hidden="true" />}
          {right ? t('correctFeedback') : t('wrongFeedback')}
        </p>
      )}
      {!answered && (
        <Button variant="ghost" aria-expanded={explanationOpen} onClick={() => setExplanationOpen((v) => !v)}>
          {explanationOpen ? t('hideExplanation') : t('viewExplanation')}
        </Button>
      )}
      {showExplanation && (
        <div className="explanation bilingual-pair">
          <p>{question.explanation || t('noExplanation')}</p>
          {translation?.explanation && <p lang={language}>{translation.explanation}</p>}
        </div>
      )}
    </QuestionCard>
  );
}

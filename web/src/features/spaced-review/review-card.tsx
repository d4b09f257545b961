// One Review question in the study card (ui/question-card): lettered options with the translation
// beside the English, the verdict, the correct answer and the explanation — as incorrect review shows them.
import { useState } from 'react';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translatedOption, type ResultQuestion } from '../../lib/result-question';
import { questionReading, speakSequence } from '../../speech/speak-sequence';
import { isSpeechAvailable } from '../../speech/speech-engine';
import { Button } from '../../ui/button';
import { OptionRowBody } from '../../ui/option-row-body';
import { QuestionCard } from '../../ui/question-card';
import { toast } from '../../ui/toast-store';

interface ReviewCardProps {
  question: ResultQuestion;
  kind: 'due' | 'new';
  chosen: string | null;
  onChoose: (optionId: string) => void;
  bilingual: boolean;
  language: string;
}

export function ReviewCard({ question, kind, chosen, onChoose, bilingual, language }: ReviewCardProps) {
  const { t } = useTranslation('spacedReview');
  const [explanationOpen, setExplanationOpen] = useState(false);
  const translation = bilingual ? question.translation : null;
  const answered = chosen !== null;
  const right = answered && chosen === question.correctOptionId;
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
      actions={<span className={`badge spaced-review-badge spaced-review-badge-${kind}`}>{kind === 'due' ? t('badgeDue') : t('badgeNew')}</span>}
      text={question.questionText}
      onReadText={read}
      translation={translation ? { text: translation.questionText, lang: language } : null}
      hint={t('readAloud')}
      cardProps={{ 'data-question-id': String(question.questionId), 'data-kind': kind }}
    >
      <ul className="option-list question-options">
        {question.options.map((option, index) => {
          const isChosen = option.id === chosen;
          const isRight = option.id === question.correctOptionId;
          const tone = answered && isRight ? 'option-row-correct' : isChosen ? 'option-row-wrong' : '';
          return (
            <li key={option.id}>
              <button type="button" className={`option-row ${tone}`} aria-pressed={isChosen} disabled={answered} onClick={() => onChoose(option.id)}>
                <OptionRowBody
                  index={index}
                  text={option.text}
                  translated={translation ? translatedOption(translation, option, index) : null}
                  language={language}
                  tags={answered ? { isChosen, isRight, yourAnswer: t('yourAnswer'), correctAnswer: t('correctAnswer') } : null}
                />
              </button>
            </li>
          );
        })}
      </ul>
      {answered && (
        <p className={`answer-marker ${right ? 'answer-marker-correct' : 'answer-marker-wrong'}`} role="status">
          {right ? <Check size={18} strokeWidth={3} aria-hidden="true" /> : <X size={18} strokeWidth={3} aria-hidden="true" />}
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
          <p>{question.explanation || t('noExplanation')}</p>
          {translation?.explanation && <p lang={language}>{translation.explanation}</p>}
        </div>
      )}
    </QuestionCard>
  );
}

import { useTranslation } from 'react-i18next';
import { translatedOption } from '../../lib/result-question';
import { useLanguageStore } from '../../lib/language-store';
import { Check } from 'lucide-react';
import { OfficeChangeNotice } from '../../ui/office-change-notice';
import { QuestionCard } from '../../ui/question-card';
import type { ListeningPosition } from './listening-loop';
import type { PracticeQuestion } from './practice-questions';
import '../../ui/answer-feedback.css';

/** The question being read and its options; the correct one is marked while the answer is read. */
export function ListeningQuestion({
  question,
  position,
}: {
  question: PracticeQuestion;
  position: ListeningPosition | null;
}) {
  const { t } = useTranslation('listening');
  const language = useLanguageStore((s) => s.language);
  const answering = position?.phase === 'answer';
  const { translation } = question;
  return (
    <QuestionCard
      text={`${question.officialNumber}. ${question.questionText}`}
      textLang="en"
      translation={translation ? { text: translation.questionText, lang: language } : null}
      highlighted={position?.phase === 'question'}
    >
      <OfficeChangeNotice change={question.officeChange} />
      <ul className="question-options practice-options" aria-label={t('practice.options')}>
        {question.options.map((option, index) => {
          const correct = answering && !question.officeChange && option.id === question.correctOptionId;
          const translated = translatedOption(translation && { ...translation, explanation: '' }, option, index);
          return (
            <li
              key={option.id}
              className={['question-option practice-option', correct ? 'practice-option-correct' : '']
                .filter(Boolean)
                .join(' ')}
              aria-current={correct ? 'true' : undefined}
            >
              {correct && <Check size={20} strokeWidth={3} aria-hidden="true" className="icon-inline" />}
              <span className="bilingual-pair">
                <span lang="en">
                  {option.text}
                  {correct && <span className="badge"> {t('practice.correctAnswer')}</span>}
                </span>
                {translated && (
                  <span className="translated-text" lang={language}>
                    {translated}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </QuestionCard>
  );
}

import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { OfficeChangeNotice } from '../../ui/office-change-notice';
import { QuestionCard } from '../../ui/question-card';
import type { ListeningPosition } from './listening-loop';
import type { PracticeQuestion } from './practice-questions';

/** The question being read and its options; the correct one is marked while the answer is read. */
export function ListeningQuestion({ question, position }: { question: PracticeQuestion; position: ListeningPosition | null }) {
  const { t } = useTranslation('listening');
  const answering = position?.phase === 'answer';
  return (
    <QuestionCard text={`${question.officialNumber}. ${question.questionText}`} highlighted={position?.phase === 'question'}>
      <OfficeChangeNotice change={question.officeChange} />
      <ul className="question-options practice-options" aria-label={t('practice.options')}>
        {question.options.map((option) => {
          const correct = answering && !question.officeChange && option.id === question.correctOptionId;
          return (
            <li
              key={option.id}
              className={['question-option practice-option', correct ? 'practice-option-correct' : ''].filter(Boolean).join(' ')}
              aria-current={correct ? 'true' : undefined}
            >
              {correct && <Check size={20} strokeWidth={3} aria-hidden="true" className="icon-inline" />}
              <span>
                <span lang="en">{option.text}</span>
                {correct && <span className="badge"> {t('practice.correctAnswer')}</span>}
              </span>
            </li>
          );
        })}
      </ul>
    </QuestionCard>
  );
}

import { useTranslation } from 'react-i18next';
import type { ListeningPosition } from './listening-loop';
import type { PracticeQuestion } from './practice-questions';

/** The question being read and its options; the correct one is marked while the answer is read. */
export function ListeningQuestion({ question, position }: { question: PracticeQuestion; position: ListeningPosition | null }) {
  const { t } = useTranslation('listening');
  const answering = position?.phase === 'answer';
  return (
    <div className="stack">
      <p className={['practice-question', position?.phase === 'question' ? 'practice-highlight' : ''].filter(Boolean).join(' ')}>
        {question.officialNumber}. {question.questionText}
      </p>
      <ul className="practice-options" aria-label={t('practice.options')}>
        {question.options.map((option) => {
          const correct = answering && option.id === question.correctOptionId;
          return (
            <li key={option.id} className={['practice-option', correct ? 'practice-option-correct' : ''].filter(Boolean).join(' ')} aria-current={correct ? 'true' : undefined}>
              {correct && <span aria-hidden="true">✓ </span>}
              {option.text}
              {correct && <span className="badge"> {t('practice.correctAnswer')}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

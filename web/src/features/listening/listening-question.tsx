import { useTranslation } from 'react-i18next';
import { translatedOption } from '../../lib/result-question';
import { useLanguageStore } from '../../lib/language-store';
import { OfficeChangeNotice } from '../../ui/office-change-notice';
import { OptionRowBody } from '../../ui/option-row-body';
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
  const correctAnswer = t('practice.correctAnswer');
  return (
    <QuestionCard
      text={`${question.officialNumber}. ${question.questionText}`}
      textLang="en"
      translation={translation ? { text: translation.questionText, lang: language } : null}
      highlighted={position?.phase === 'question'}
    >
      <OfficeChangeNotice change={question.officeChange} />
      {/* The lettered rows every question card uses; the correct one told in words as well as colour. */}
      <ul className="question-options" aria-label={t('practice.options')}>
        {question.options.map((option, index) => {
          const correct = answering && !question.officeChange && option.id === question.correctOptionId;
          return (
            <li
              key={option.id}
              className={['option-row', correct ? 'option-row-correct practice-option-correct' : '']
                .filter(Boolean)
                .join(' ')}
              aria-current={correct ? 'true' : undefined}
            >
              <OptionRowBody
                index={index}
                text={option.text}
                translated={translatedOption(translation && { ...translation, explanation: '' }, option, index)}
                language={language}
                tags={correct ? { isChosen: false, isRight: true, yourAnswer: '', correctAnswer } : null}
              />
            </li>
          );
        })}
      </ul>
    </QuestionCard>
  );
}

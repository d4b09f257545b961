import { Check } from 'lucide-react';
import type { QuestionDto } from '@civics/sync-protocol';
import { translationOf } from '../../lib/public-questions';
import { NO_OPTION_TRANSLATION, TRANSLATION_UNAVAILABLE } from '../../lib/translation-placeholders';

const letter = (index: number) => String.fromCharCode(65 + index);

/** The translation test's detail view: question, lettered options with the answer, explanation, each with its Vietnamese. */
export function TranslationDetail({ question }: { question: QuestionDto }) {
  const vi = translationOf(question, 'vi');
  return (
    <article className="card stack" aria-label={`Chi tiết câu hỏi ${question.officialNumber}`}>
      <h2>
        Câu {question.officialNumber}: {question.questionText}
      </h2>
      <p className="demo-translation">{vi?.questionText ?? TRANSLATION_UNAVAILABLE}</p>
      <h3>Các lựa chọn</h3>
      <ul className="demo-options demo-options-lettered">
        {question.options.map((option, i) => {
          const correct = option.id === question.correctOptionId;
          const translated = vi?.options.find((o) => o.id === option.id)?.text.trim();
          return (
            <li key={option.id} className={correct ? 'demo-option demo-correct' : 'demo-option'}>
              <span>
                {letter(i)}. {option.text}
              </span>
              {correct && (
                <span className="demo-answer-mark">
                  <Check size={16} strokeWidth={3} aria-hidden="true" /> Đáp án đúng
                </span>
              )}
              <span className="demo-translation">{translated || NO_OPTION_TRANSLATION}</span>
            </li>
          );
        })}
      </ul>
      <h3>Giải thích</h3>
      <p lang="en">{question.explanation}</p>
      <p className="demo-translation">{vi?.explanation.trim() || TRANSLATION_UNAVAILABLE}</p>
    </article>
  );
}

import { Check } from 'lucide-react';
import type { QuestionDto } from '@civics/sync-protocol';
import { translationOf } from '../../lib/public-questions';

export const MISSING_TRANSLATION = 'Chưa có bản dịch';

/** One question in English and Vietnamese; the print stylesheet never splits it across pages. */
export function PrintQuestion({ question }: { question: QuestionDto }) {
  const vi = translationOf(question, 'vi');
  const missing = <span className="print-missing">{MISSING_TRANSLATION}</span>;
  return (
    <article className="print-question" aria-labelledby={`print-q-${question.id}`}>
      <h4 id={`print-q-${question.id}`} className="print-question-title">
        <span className="print-number">Câu {question.officialNumber}.</span> {question.questionText}
      </h4>
      <p className="print-vi" lang="vi">
        {vi ? vi.questionText : missing}
      </p>
      <ol className="print-options" type="A">
        {question.options.map((option) => {
          const correct = option.id === question.correctOptionId;
          const translated = vi?.options.find((o) => o.id === option.id)?.text;
          return (
            <li key={option.id} className={correct ? 'print-option print-correct' : 'print-option'}>
              {correct && (
                <Check aria-label="Đáp án đúng" role="img" className="print-check" size={14} strokeWidth={3} />
              )}
              <span>{option.text}</span>
              <span className="print-vi" lang="vi">
                {' — '}
                {translated?.trim() ? translated : missing}
              </span>
            </li>
          );
        })}
      </ol>
      {question.explanation && (
        <div className="print-explanation">
          <p>
            <strong>Explanation:</strong> {question.explanation}
          </p>
          <p className="print-vi" lang="vi">
            <strong>Giải thích:</strong> {vi?.explanation.trim() ? vi.explanation : missing}
          </p>
        </div>
      )}
    </article>
  );
}

import { Check } from 'lucide-react';
import type { CategoryDto, QuestionDto } from '@civics/sync-protocol';
import { translationOf } from '../../lib/public-questions';
import { NO_OPTION_TRANSLATION, TRANSLATION_UNAVAILABLE } from './placeholders';

interface DemoQuestionCardProps {
  question: QuestionDto;
  category: CategoryDto | undefined;
  /** 'en' shows English only; 'vi' the Vietnamese, with the English too when bilingual. */
  language: 'en' | 'vi';
  bilingual: boolean;
}

/** The demo's question card: official number, category, options with the answer, explanation. */
export function DemoQuestionCard({ question, category, language, bilingual }: DemoQuestionCardProps) {
  const vi = language === 'vi' ? translationOf(question, 'vi') : undefined;
  const showEnglish = language === 'en' || bilingual;
  const showVietnamese = language === 'vi';
  const categoryName = showVietnamese && category?.translations.vi ? category.translations.vi.name : category?.name;
  return (
    <article className="card demo-card" aria-label={`Question ${question.officialNumber}`}>
      <p className="demo-meta">
        <span className="badge">#{question.officialNumber}</span> <span>{categoryName}</span>
      </p>
      {showEnglish && <h2 className="demo-question">{question.questionText}</h2>}
      {showVietnamese && (
        <p className={showEnglish ? 'demo-translation' : 'demo-question'} lang="vi">
          {vi?.questionText ?? TRANSLATION_UNAVAILABLE}
        </p>
      )}
      <ol className="demo-options" type="A">
        {question.options.map((option) => {
          const correct = option.id === question.correctOptionId;
          const translated = vi?.options.find((o) => o.id === option.id)?.text.trim();
          return (
            <li key={option.id} className={correct ? 'demo-option demo-correct' : 'demo-option'}>
              {correct && <Check size={16} strokeWidth={3} role="img" aria-label="Correct answer" />}
              {showEnglish && <span>{option.text}</span>}
              {showVietnamese && (
                <span className={showEnglish ? 'demo-translation' : undefined} lang="vi">
                  {translated || (vi ? NO_OPTION_TRANSLATION : TRANSLATION_UNAVAILABLE)}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {question.explanation && (
        <div className="demo-explanation">
          <h3>Explanation</h3>
          <p>{question.explanation}</p>
          {showVietnamese && (
            <p className="demo-translation" lang="vi">
              {vi?.explanation.trim() || TRANSLATION_UNAVAILABLE}
            </p>
          )}
        </div>
      )}
    </article>
  );
}

import { Check } from 'lucide-react';
import type { CategoryDto, QuestionDto } from '@civics/sync-protocol';
import type { TranslationLanguage } from '@civics/sync-protocol/constants';
import { HTML_LANG } from '../i18n/languages';
import { demoTranslatedText } from '../lib/demo-text';
import './sample-question-card.css';

/** The card's own words: English on the spec's demo page, the learner's language elsewhere. */
export interface SampleCardLabels {
  question: (officialNumber: number) => string;
  correctAnswer: string;
  explanation: string;
}

const ENGLISH_LABELS: SampleCardLabels = {
  question: (officialNumber) => `Question ${officialNumber}`,
  correctAnswer: 'Correct answer',
  explanation: 'Explanation',
};

interface SampleQuestionCardProps {
  question: QuestionDto;
  category: CategoryDto | undefined;
  /** 'en' shows English only; a translation language shows that, with the English too when bilingual. */
  language: 'en' | TranslationLanguage;
  bilingual: boolean;
  labels?: SampleCardLabels;
}

/**
 * A public sample question with its translation (the five-language viewer's card, shared by
 * /bilingual-demo and the wait for approval): official number, category, options with the answer,
 * explanation.
 */
export function SampleQuestionCard({
  question,
  category,
  language,
  bilingual,
  labels = ENGLISH_LABELS,
}: SampleQuestionCardProps) {
  const translated = language === 'en' ? undefined : demoTranslatedText(question, language);
  const lang = language === 'en' ? undefined : HTML_LANG[language];
  const showEnglish = !translated || bilingual;
  const categoryName = (language !== 'en' && category?.translations[language]?.name) || category?.name;
  return (
    <article className="card demo-card" aria-label={labels.question(question.officialNumber)}>
      <p className="demo-meta">
        <span className="badge">#{question.officialNumber}</span>{' '}
        <span lang={categoryName === category?.name ? undefined : lang}>{categoryName}</span>
      </p>
      {showEnglish && <h2 className="demo-question">{question.questionText}</h2>}
      {translated && (
        <p className={showEnglish ? 'demo-translation' : 'demo-question'} lang={lang}>
          {translated.questionText}
        </p>
      )}
      <ol className="demo-options" type="A">
        {question.options.map((option) => {
          const correct = option.id === question.correctOptionId;
          return (
            <li key={option.id} className={correct ? 'demo-option demo-correct' : 'demo-option'}>
              {correct && <Check size={16} strokeWidth={3} role="img" aria-label={labels.correctAnswer} />}
              {showEnglish && <span>{option.text}</span>}
              {translated && (
                <span className={showEnglish ? 'demo-translation' : undefined} lang={lang}>
                  {translated.options[option.id]}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {question.explanation && (
        <div className="demo-explanation">
          <h3>{labels.explanation}</h3>
          {showEnglish && <p>{question.explanation}</p>}
          {translated && (
            <p className="demo-translation" lang={lang}>
              {translated.explanation}
            </p>
          )}
        </div>
      )}
    </article>
  );
}

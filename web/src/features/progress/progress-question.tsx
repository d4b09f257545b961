// One question in Progress's lists (issue 31): its official number once (the list itself is not
// numbered, so "1. 6." cannot happen), the English, and beneath it the translation the learner reads.
import type { StoredQuestion } from '../../db/database';
import { useBilingualDisplay } from '../../lib/use-bilingual-display';

export function ProgressQuestion({
  question,
  fallbackId,
}: {
  question: StoredQuestion | undefined;
  fallbackId: number;
}) {
  const { bilingual, language } = useBilingualDisplay();
  if (!question) return <span>{fallbackId}</span>;
  const translation = bilingual ? question.translations[language] : undefined;
  return (
    <span className="progress-question">
      <span className="progress-question-number">{question.officialNumber}.</span>
      <span className="progress-question-text">
        <span lang="en">{question.questionText}</span>
        {translation && (
          <span className="progress-question-translation" lang={language}>
            {translation.questionText}
          </span>
        )}
      </span>
    </span>
  );
}

// After each answer: what the learner gave, the verdict, every accepted answer and the explanation,
// with the translation of the question and its answer beside in bilingual mode (the answer itself
// stays English: the interview is in English).
import { Check, CircleDot, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AnswerNotes } from '../../ui/spoken/answer-notes';
import { useBilingualDisplay } from '../../lib/use-bilingual-display';
import type { Answered } from './answered';
import { GivenLine } from '../../ui/spoken/given-line';

const ICONS = { correct: Check, almost: CircleDot, wrong: X } as const;

export function AnswerFeedback({ answer }: { answer: Answered }) {
  const { t } = useTranslation('interview');
  const { bilingual, language } = useBilingualDisplay();
  const { question, verdict } = answer;
  const Icon = ICONS[verdict];
  const translation = bilingual ? question.translations[language] : undefined;
  const translatedAnswer = translation?.options.find((o) => o.id === question.correctOptionId)?.text;
  return (
    <>
      <GivenLine answer={answer} />
      <p className="interview-verdict">
        <Icon size={18} strokeWidth={3} aria-hidden="true" className="icon-inline" />{' '}
        {t(verdict === 'correct' ? 'correct' : verdict === 'almost' ? 'almost' : 'wrong')}
      </p>
      <AnswerNotes question={question} verdict={verdict} ns="interview" />
      {question.explanation && (
        <p lang="en" className="interview-explanation">
          {question.explanation}
        </p>
      )}
      {translation && (
        <div className="interview-translation" lang={language}>
          <p>{translation.questionText}</p>
          {translatedAnswer && <p>{translatedAnswer}</p>}
          {translation.explanation && <p>{translation.explanation}</p>}
        </div>
      )}
    </>
  );
}

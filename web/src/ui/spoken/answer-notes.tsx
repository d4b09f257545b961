// Under the verdict on a spoken or typed answer (study, review and the mock interview): why a near
// miss still counts, how many answers a "name two" question wanted, and every accepted answer.
import { useTranslation } from 'react-i18next';
import { acceptedAnswers, type GradableQuestion, type Verdict } from '../../lib/answer-grading';

interface AnswerNotesProps {
  question: GradableQuestion;
  verdict: Verdict;
  /** The screen's namespace: both hold almostNote, needMore and acceptedAnswers. */
  ns: 'interview' | 'speak';
}

export function AnswerNotes({ question, verdict, ns }: AnswerNotesProps) {
  const { t } = useTranslation(ns);
  return (
    <>
      {verdict === 'almost' && <p>{t('almostNote')}</p>}
      {verdict === 'wrong' && question.answersRequired > 1 && (
        <p>{t('needMore', { count: question.answersRequired })}</p>
      )}
      <p>
        {t('acceptedAnswers')}: <span lang="en">{acceptedAnswers(question).join('; ')}</span>
      </p>
    </>
  );
}

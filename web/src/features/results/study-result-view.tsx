import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { questionsById } from '../../db/questions-by-id';
import { toResultQuestion } from '../../lib/result-question';
import type { StudyResult } from '../../lib/study-result';
import { useBilingualDisplay } from '../../lib/use-bilingual-display';
import { AnswerReviewList } from './answer-review-list';
import { ResultActions } from './result-actions-panel';
import { ResultSummary } from './result-summary';
import { StudyReward } from './study-reward';

/** A stored result, its questions completed from the bank on the device where the result is brief. */
export function StudyResultView({ result }: { result: StudyResult }) {
  const { bilingual, language } = useBilingualDisplay();
  const ids = useMemo(() => result.questions.map((q) => q.questionId), [result]);
  const stored = useLiveQuery(() => questionsById(ids), [ids]);
  const questions = useMemo(
    () => result.questions.map((q) => toResultQuestion(q, stored?.get(q.questionId), language)),
    [result, stored, language],
  );
  const lastQuestionNumber = result.lastQuestionNumber ?? questions.at(-1)?.officialNumber;
  return (
    <>
      <StudyReward result={result} questions={questions} only="celebrate" />
      <ResultSummary result={result} lastQuestionNumber={lastQuestionNumber} />
      <StudyReward result={result} questions={questions} only="almost" />
      <ResultActions result={result} />
      <AnswerReviewList questions={questions} bilingual={bilingual} language={language} />
    </>
  );
}

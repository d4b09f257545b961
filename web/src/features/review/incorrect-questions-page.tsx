// Incorrect questions (spec part 1 §2, §4): the questions missed in the last study session, one at
// a time, answered again. Works offline: the list is in the browser, the questions on the device,
// and each answer is written locally with its outbox op. Until the learner answers, the list follows
// what another device synced (issue 22); once a run has begun it keeps its questions.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { questionsById } from '../../db/questions-by-id';
import { toResultQuestion } from '../../lib/result-question';
import { useLiveHistory } from '../../lib/history/use-live-history';
import { readPracticeQuestions } from '../../lib/study-review';
import type { StudyResultQuestion } from '../../lib/study-result';
import { useBilingualDisplay } from '../../lib/use-bilingual-display';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast-store';
import { practiceListStatus } from './practice-list-status';
import { ReviewEnd } from './review-end';
import { ReviewSession } from './review-session';
import '../../ui/answer-feedback.css';
import './review.css';

export function Screen() {
  const { t } = useTranslation('review');
  const [atMount] = useState(readPracticeQuestions);
  const live = useLiveHistory(readPracticeQuestions);
  const [running, setRunning] = useState<StudyResultQuestion[] | null>(null);
  const practice = running ?? live ?? atMount;
  const { bilingual, language } = useBilingualDisplay();
  const ids = useMemo(() => practice.map((q) => q.questionId), [practice]);
  const stored = useLiveQuery(() => questionsById(ids), [ids]);
  const complete = practice.every((q) => q.options?.length && q.questionText);
  const questions = useMemo(
    () =>
      practice
        .map((q) => toResultQuestion(q, stored?.get(q.questionId), language))
        .filter((q) => q.options.length > 0 && q.correctOptionId !== null),
    [practice, stored, language],
  );
  const waiting = practice.length > 0 && stored === undefined && !complete;
  const [status] = useState(practiceListStatus);
  // Said once when the screen opens (the spec's Vietnamese toasts): why there is nothing to review.
  const told = useRef(false);
  useEffect(() => {
    if (told.current || waiting) return;
    const reason =
      status === 'missing'
        ? 'noSavedList'
        : status === 'unreadable'
          ? 'loadError'
          : questions.length === 0
            ? 'noIncorrect'
            : null;
    told.current = true;
    if (reason) toast({ title: t(`toasts.${reason}`), variant: reason === 'loadError' ? 'destructive' : 'default' });
  }, [status, waiting, questions.length, t]);

  return (
    <main className="page stack question-page">
      <h1>{t('title')}</h1>
      {waiting ? (
        <Spinner />
      ) : questions.length === 0 ? (
        <ReviewEnd title={t('empty.title')} text={t('empty.text')} />
      ) : (
        <ReviewSession
          key={ids.join(',')}
          questions={questions}
          bilingual={bilingual}
          language={language}
          onFirstAnswer={() => setRunning((current) => current ?? practice)}
        />
      )}
    </main>
  );
}

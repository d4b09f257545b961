import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { recordAnswer } from '../../db/learner-records';
import type { ResultQuestion } from '../../lib/result-question';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { paths } from '../../routes';
import { Button } from '../../ui/button';
import { QuestionChrome } from '../../ui/question-chrome';
import { LIMITS } from '@civics/sync-protocol/constants';
import type { SpokenResult } from '../../ui/spoken/spoken-result';
import { toast } from '../../ui/toast-store';
import { completeReview } from './complete-review';
import { ReviewEnd } from './review-end';
import { ReviewQuestion } from './review-question';
import { correctCount, initialReviewState, reviewReducer } from './review-state';

/** The spec's delay before the results screen opens (part 1 §9). */
export const REDIRECT_DELAY_MS = 100;
const MAX_STUDY_SECONDS = 86_400;

const secondsSince = (from: number) => Math.min(MAX_STUDY_SECONDS, Math.max(0, Math.round((Date.now() - from) / 1000)));

interface ReviewSessionProps {
  questions: ResultQuestion[];
  bilingual: boolean;
  language: string;
  /** Called on the run's first answer: from then on the run keeps its questions. */
  onFirstAnswer?: () => void;
}

export function ReviewSession({ questions, bilingual, language, onFirstAnswer }: ReviewSessionProps) {
  const { t } = useTranslation('review');
  const navigate = useNavigate();
  const userId = useCurrentUserStore((s) => s.user?.id);
  const [state, dispatch] = useReducer(reviewReducer, initialReviewState);
  const [finished, setFinished] = useState(false);
  // Answers given with "Say it": what was heard and its verdict, shown again on coming back.
  const [spoken, setSpoken] = useState<Record<number, SpokenResult>>({});
  // Set by the effects below when the session and each question first show.
  const startedAt = useRef(0);
  const shownAt = useRef(0);
  const index = Math.min(state.index, questions.length - 1);
  const question = questions[index];
  const correct = correctCount(questions, state.answers);
  const isLast = index === questions.length - 1;

  useEffect(() => {
    startedAt.current = Date.now();
  }, []);
  useEffect(() => {
    shownAt.current = Date.now();
  }, [index]);

  useEffect(() => {
    if (!finished) return;
    const timer = setTimeout(() => navigate(paths.studyResults), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [finished, navigate]);

  if (finished)
    return <ReviewEnd title={t('finished.title')} text={t('finished.text', { correct, total: questions.length })} />;
  if (!question) return null;

  const choose = (optionId: string, hard = false, given?: string) => {
    if (question.questionId in state.answers) return;
    dispatch({ type: 'answer', questionId: question.questionId, optionId });
    onFirstAnswer?.();
    if (userId === undefined) return;
    const isCorrect = optionId === question.correctOptionId;
    recordAnswer(userId, {
      questionId: question.questionId,
      isCorrect,
      studyTime: secondsSince(shownAt.current),
      ...(hard ? { rating: 'hard' as const } : {}),
      ...(given ? { given: given.slice(0, LIMITS.givenAnswerMax) } : {}),
    }).catch(() => toast({ title: t('errors.notSaved'), variant: 'destructive' }));
  };
  // A spoken answer counts as the correct option when right ("Almost": FSRS Hard), as no option when wrong.
  const answerSpoken = (result: SpokenResult) => {
    if (question.questionId in state.answers) return;
    setSpoken((prev) => ({ ...prev, [question.questionId]: result }));
    choose(
      result.verdict === 'wrong' ? '' : (question.correctOptionId ?? ''),
      result.verdict === 'almost',
      result.given,
    );
  };

  const complete = () => {
    completeReview(questions, state.answers, secondsSince(startedAt.current));
    setFinished(true);
  };

  return (
    <>
      <QuestionChrome
        current={index + 1}
        total={questions.length}
        counterText={`${index + 1}/${questions.length}`}
        counterLabel={t('counter', { current: index + 1, total: questions.length })}
        time={<p className="badge review-correct-badge">{t('correctCount', { count: correct })}</p>}
      />
      <ReviewQuestion
        key={question.questionId}
        question={question}
        chosen={state.answers[question.questionId] ?? null}
        onChoose={choose}
        spoken={spoken[question.questionId] ?? null}
        onSpoken={answerSpoken}
        bilingual={bilingual}
        language={language}
        focusOnShow={index > 0}
      />
      <div className="question-actions review-nav">
        <Button
          variant="secondary"
          aria-label={t('previous')}
          disabled={index === 0}
          onClick={() => dispatch({ type: 'go', index: index - 1 })}
        >
          <ArrowLeft size={22} aria-hidden="true" />
        </Button>
        {isLast ? (
          <Button className="question-actions-main" onClick={complete}>
            {t('complete')}
          </Button>
        ) : (
          <Button
            className="question-actions-main"
            aria-label={t('next')}
            onClick={() => dispatch({ type: 'go', index: index + 1 })}
          >
            <ArrowRight size={22} aria-hidden="true" />
          </Button>
        )}
      </div>
    </>
  );
}

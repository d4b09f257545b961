import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { recordPracticeAnswer, spokenOption } from '../../lib/practice-session/practice-answer';
import { usePracticeSession } from '../../lib/practice-session/use-practice-session';
import type { ResultQuestion } from '../../lib/result-question';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { paths } from '../../routes';
import { Button } from '../../ui/button';
import { QuestionChrome } from '../../ui/question-chrome';
import type { SpokenResult } from '../../ui/spoken/spoken-result';
import { toast } from '../../ui/toast-store';
import { completeReview } from './complete-review';
import { ReviewEnd } from './review-end';
import { ReviewQuestion } from './review-question';
import { correctCount } from './review-state';

/** The spec's delay before the results screen opens (part 1 §9). */
export const REDIRECT_DELAY_MS = 100;
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
  // Click-to-read stops on a new question in ReviewQuestion (use-read-question.ts): it follows the
  // question id, as this list may still change under the run until its first answer.
  const session = usePracticeSession<string>({ count: questions.length, lockAnswers: true });
  const [finished, setFinished] = useState(false);
  const index = session.position;
  const question = questions[index];
  const correct = correctCount(questions, session.answers);

  useEffect(() => {
    if (!finished) return;
    const timer = setTimeout(() => navigate(paths.studyResults), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [finished, navigate]);

  if (finished)
    return <ReviewEnd title={t('finished.title')} text={t('finished.text', { correct, total: questions.length })} />;
  if (!question) return null;

  const choose = (optionId: string, hard = false, given?: string) => {
    if (session.isAnswered(question.questionId)) return;
    session.answer(question.questionId, optionId);
    onFirstAnswer?.();
    if (userId === undefined) return;
    const isCorrect = optionId === question.correctOptionId;
    const studyTime = session.secondsOnQuestion();
    recordPracticeAnswer(userId, { questionId: question.questionId, isCorrect, studyTime, hard, given }).catch(() =>
      toast({ title: t('errors.notSaved'), variant: 'destructive' }),
    );
  };
  // "Almost" said out loud is FSRS Hard.
  const answerSpoken = (result: SpokenResult) => {
    if (session.isAnswered(question.questionId)) return;
    session.hear(question.questionId, result);
    choose(spokenOption(result, question.correctOptionId), result.verdict === 'almost', result.given);
  };

  const complete = () => {
    completeReview(questions, session.answers, session.secondsElapsed());
    setFinished(true);
  };

  return (
    <>
      <QuestionChrome
        current={index + 1}
        total={questions.length}
        counterLabel={t('counter', { current: index + 1, total: questions.length })}
        time={<p className="badge review-correct-badge">{t('correctCount', { count: correct })}</p>}
      />
      <ReviewQuestion
        key={question.questionId}
        question={question}
        chosen={session.answers[question.questionId] ?? null}
        onChoose={choose}
        spoken={session.spoken[question.questionId] ?? null}
        onSpoken={answerSpoken}
        bilingual={bilingual}
        language={language}
        focusOnShow={index > 0}
      />
      <div className="question-actions review-nav">
        <Button variant="secondary" aria-label={t('previous')} disabled={session.isFirst} onClick={session.previous}>
          <ArrowLeft size={22} aria-hidden="true" />
        </Button>
        {session.isLast ? (
          <Button className="question-actions-main" onClick={complete}>
            {t('complete')}
          </Button>
        ) : (
          <Button className="question-actions-main" aria-label={t('next')} onClick={session.next}>
            <ArrowRight size={22} aria-hidden="true" />
          </Button>
        )}
      </div>
    </>
  );
}

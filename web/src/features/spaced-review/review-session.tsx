// One Review run: the queue fixed when it starts, one question at a time; each answer is recorded at
// once (a local row plus its outbox op, so it syncs), which is also what reschedules the question.
import { ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredQuestion } from '../../db/database';
import { recordAnswer } from '../../db/learner-records';
import { toResultQuestion } from '../../lib/result-question';
import type { QueuedQuestion } from '../../lib/spaced/review-queue';
import { stopSpeaking } from '../../speech/speak-sequence';
import { Button } from '../../ui/button';
import { QuestionChrome } from '../../ui/question-chrome';
import { LIMITS } from '@civics/sync-protocol/constants';
import type { SpokenResult } from '../../ui/spoken/spoken-result';
import { toast } from '../../ui/toast-store';
import { ReviewCard } from './review-card';

const MAX_STUDY_SECONDS = 86_400;

interface ReviewSessionProps {
  userId: number;
  queue: QueuedQuestion[];
  questions: ReadonlyMap<number, StoredQuestion>;
  bilingual: boolean;
  language: string;
  onFinish: (correct: number, total: number) => void;
}

export function ReviewSession({ userId, queue, questions, bilingual, language, onFinish }: ReviewSessionProps) {
  const { t } = useTranslation('spacedReview');
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [spoken, setSpoken] = useState<Record<number, SpokenResult>>({});
  const shownAt = useRef(0);
  const item = queue[index]!;
  const stored = questions.get(item.questionId);
  const question = toResultQuestion(
    { questionId: item.questionId, userAnswerId: null, isCorrect: false },
    stored,
    language,
  );
  const chosen = answers[item.questionId] ?? null;
  const isLast = index === queue.length - 1;

  useEffect(() => {
    shownAt.current = Date.now();
    return () => stopSpeaking();
  }, [index]);

  const choose = (optionId: string, hard = false, given?: string) => {
    if (chosen !== null) return;
    setAnswers((prev) => ({ ...prev, [item.questionId]: optionId }));
    const studyTime = Math.min(MAX_STUDY_SECONDS, Math.max(0, Math.round((Date.now() - shownAt.current) / 1000)));
    const rating = hard ? { rating: 'hard' as const } : {};
    recordAnswer(userId, {
      questionId: item.questionId,
      isCorrect: optionId === question.correctOptionId,
      studyTime,
      ...rating,
      ...(given ? { given: given.slice(0, LIMITS.givenAnswerMax) } : {}),
    }).catch(() => toast({ title: t('notSaved'), variant: 'destructive' }));
  };

  // A spoken answer counts as the correct option when right ("Almost": FSRS Hard), as no option when wrong.
  const answerSpoken = (result: SpokenResult) => {
    if (chosen !== null) return;
    setSpoken((prev) => ({ ...prev, [item.questionId]: result }));
    choose(
      result.verdict === 'wrong' ? '' : (question.correctOptionId ?? ''),
      result.verdict === 'almost',
      result.given,
    );
  };

  const next = () => {
    if (!isLast) {
      setIndex(index + 1);
      return;
    }
    const correct = queue.filter((q) => {
      const right = questions.get(q.questionId)?.correctOptionId;
      return right !== undefined && answers[q.questionId] === right;
    }).length;
    onFinish(correct, queue.length);
  };

  return (
    <>
      <QuestionChrome
        current={index + 1}
        total={queue.length}
        counterText={`${index + 1}/${queue.length}`}
        counterLabel={t('counter', { current: index + 1, total: queue.length })}
      />
      <ReviewCard
        key={item.questionId}
        question={question}
        kind={item.kind}
        chosen={chosen}
        onChoose={choose}
        spoken={spoken[item.questionId] ?? null}
        onSpoken={answerSpoken}
        bilingual={bilingual}
        language={language}
        // The run starts from a tap on Start, lower on the page: every question starts at the top, focused.
        focusOnShow
      />
      <div className="question-actions">
        <Button className="question-actions-main" disabled={chosen === null} onClick={next}>
          {isLast ? t('finish') : t('next')} {!isLast && <ArrowRight size={20} aria-hidden="true" />}
        </Button>
      </div>
    </>
  );
}

// One Review run: the queue fixed when it starts, one question at a time; each answer is recorded at
// once (a local row plus its outbox op, so it syncs), which is also what reschedules the question.
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StoredQuestion } from '../../db/database';
import { recordPracticeAnswer, spokenOption } from '../../lib/practice-session/practice-answer';
import { usePracticeSession } from '../../lib/practice-session/use-practice-session';
import { toResultQuestion } from '../../lib/result-question';
import type { QueuedQuestion } from '../../lib/spaced/review-queue';
import { Button } from '../../ui/button';
import { QuestionChrome } from '../../ui/question-chrome';
import type { SpokenResult } from '../../ui/spoken/spoken-result';
import { toast } from '../../ui/toast-store';
import { ReviewCard } from './review-card';

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
  // Whatever is being read stops on the next question.
  const session = usePracticeSession<string>({ count: queue.length, lockAnswers: true, stopReadingOnMove: true });
  const { position: index, answers, isLast } = session;
  const item = queue[index]!;
  const stored = questions.get(item.questionId);
  const question = toResultQuestion(
    { questionId: item.questionId, userAnswerId: null, isCorrect: false },
    stored,
    language,
  );
  const chosen = answers[item.questionId] ?? null;

  const choose = (optionId: string, hard = false, given?: string) => {
    if (chosen !== null) return;
    session.answer(item.questionId, optionId);
    const isCorrect = optionId === question.correctOptionId;
    const studyTime = session.secondsOnQuestion();
    recordPracticeAnswer(userId, { questionId: item.questionId, isCorrect, studyTime, hard, given }).catch(() =>
      toast({ title: t('notSaved'), variant: 'destructive' }),
    );
  };

  // "Almost" said out loud is FSRS Hard.
  const answerSpoken = (result: SpokenResult) => {
    if (chosen !== null) return;
    session.hear(item.questionId, result);
    choose(spokenOption(result, question.correctOptionId), result.verdict === 'almost', result.given);
  };

  const next = () => {
    if (!isLast) {
      session.next();
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
        counterLabel={t('counter', { current: index + 1, total: queue.length })}
      />
      <ReviewCard
        key={item.questionId}
        question={question}
        kind={item.kind}
        chosen={chosen}
        onChoose={choose}
        spoken={session.spoken[item.questionId] ?? null}
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

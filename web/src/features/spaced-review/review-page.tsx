// Review (/review, issue 14): the questions due today by the FSRS schedule first (most overdue
// first), then questions never practised, up to the learner's daily goal. Everything is read from
// the device (bank, synced answer log), so it works offline; answers sync like any other.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { endOfDay, nextDue, reviewOrder, type QueuedQuestion } from '../../lib/spaced/review-queue';
import { replaySchedule } from '../../lib/spaced/schedule';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { useBilingualDisplay } from '../../lib/use-bilingual-display';
import { paths } from '../../routes';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { ResultActionRow } from '../../ui/result-action-row';
import { Spinner } from '../../ui/spinner';
import { Stepper } from '../../ui/stepper';
import { useLiveQuery } from 'dexie-react-hooks';
import { readSettings, updateSettings } from '../../db/learner-records';
import { ownDailyGoal } from '../../lib/spaced/daily-goal';
import { clampGoal, MAX_DAILY_GOAL, MIN_DAILY_GOAL } from '../../lib/spaced/review-queue';
import { answersSinceReset } from '../../lib/spaced/schedule';
import { todayGoal } from '../../lib/spaced/today-goal';
import { ReviewSession } from './review-session';
import { useReviewData, type ReviewData } from './use-review-data';
import '../../ui/answer-feedback.css';
import './spaced-review.css';

export function Screen() {
  const { t } = useTranslation('spacedReview');
  const userId = useCurrentUserStore((s) => s.user?.id);
  return (
    <main className="page stack spaced-review-page question-page">
      <h1>{t('title')}</h1>
      {userId !== undefined && <ReviewLoader userId={userId} />}
    </main>
  );
}

function ReviewLoader({ userId }: { userId: number }) {
  const { t } = useTranslation('spacedReview');
  const data = useReviewData(userId);
  if (data === undefined) return <Spinner />;
  if (data === null) return <Notice tone="error">{t('storageError')}</Notice>;
  if (data === 'missing') return <Notice>{t('notDownloaded')}</Notice>;
  return <ReviewFlow userId={userId} data={data} />;
}

/** The daily goal: how many questions one Review run asks. */
const GOAL_RANGE = { min: MIN_DAILY_GOAL, max: MAX_DAILY_GOAL, step: 1 };

type Phase =
  | { name: 'intro' }
  | { name: 'running'; queue: QueuedQuestion[]; run: number }
  | { name: 'finished'; correct: number; total: number };

function ReviewFlow({ userId, data }: { userId: number; data: ReviewData }) {
  const { t } = useTranslation('spacedReview');
  const { bilingual, language } = useBilingualDisplay();
  const settings = useLiveQuery(() => readSettings(userId), [userId]);
  // The stepper's own value at once (several taps in a row), the saved setting otherwise.
  const [chosenGoal, setChosenGoal] = useState<number | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'intro' });
  const byId = useMemo(() => new Map(data.questions.map((q) => [q.id, q])), [data.questions]);
  // Recomputed from the live log: after a run, the questions just answered are no longer due today.
  const plan = useMemo(() => {
    const now = new Date();
    const memory = replaySchedule(data.answers, data.resetAt);
    const ids = data.questions.map((q) => q.id);
    const all = reviewOrder(ids, memory, endOfDay(now));
    return {
      all,
      due: all.filter((q) => q.kind === 'due').length,
      fresh: all.filter((q) => q.kind === 'new').length,
      nextDue: nextDue(ids, memory, endOfDay(now)),
    };
  }, [data]);
  // With an interview date, the run is today's planned goal (issue 33); without, the learner's own.
  const today = useMemo(
    () =>
      todayGoal({
        userId,
        settings,
        bankIds: data.questions.map((q) => q.id),
        answers: answersSinceReset(data.answers, data.resetAt),
        now: new Date(),
      }),
    [userId, settings, data],
  );
  const planned = today.plan.phase !== 'own';
  const goal = planned ? today.goal : (chosenGoal ?? ownDailyGoal(userId, settings?.studyModeSettings));
  const changeGoal = (value: number) => {
    const next = clampGoal(value);
    setChosenGoal(next);
    void updateSettings(userId, { studyModeSettings: { dailyGoal: next } }).catch(() => undefined);
  };

  if (phase.name === 'running')
    return (
      <ReviewSession
        key={phase.run}
        userId={userId}
        queue={phase.queue}
        questions={byId}
        bilingual={bilingual}
        language={language}
        onFinish={(correct, total) => setPhase({ name: 'finished', correct, total })}
      />
    );

  const queue = plan.all.slice(0, goal);
  return (
    <>
      {phase.name === 'finished' && (
        <Card title={t('finishedTitle')}>
          <p role="status">{t('finishedText', { correct: phase.correct, total: phase.total })}</p>
        </Card>
      )}
      <Card>
        <div className="stack">
          <p>{t('intro')}</p>
          <ul className="spaced-review-counts" data-testid="review-counts">
            <li>{t('dueToday', { count: plan.due })}</li>
            <li>{t('newQuestions', { count: plan.fresh })}</li>
          </ul>
          <GoalField planned={planned} goal={goal} onChange={changeGoal} />
          <NextSteps
            count={queue.length}
            again={phase.name === 'finished'}
            nextDue={plan.nextDue}
            onStart={() => setPhase({ name: 'running', queue, run: Date.now() })}
          />
        </div>
      </Card>
    </>
  );
}

/** Today's planned goal in words, or the learner's own goal on the one stepper. */
function GoalField({ planned, goal, onChange }: { planned: boolean; goal: number; onChange: (goal: number) => void }) {
  const { t } = useTranslation('spacedReview');
  if (planned) return <p data-testid="planned-goal">{t('plannedGoal', { goal })}</p>;
  return (
    <Stepper
      label={t('goalLabel')}
      value={goal}
      range={GOAL_RANGE}
      onChange={onChange}
      hint={t('goalHint')}
      valueTestId="daily-goal"
    />
  );
}

interface NextStepsProps {
  /** Questions the next run would ask. */
  count: number;
  /** A run just ended: the start button offers more. */
  again: boolean;
  nextDue: Date | null;
  onStart: () => void;
}

/** Start (or review more) and Progress, in the layout every end screen shares; nothing left says when more comes. */
function NextSteps({ count, again, nextDue, onStart }: NextStepsProps) {
  const { t } = useTranslation('spacedReview');
  return (
    <>
      {count === 0 && (
        <Notice>
          <strong>{t('allDone')}</strong> {t('allDoneText')} {nextDue && t('nextDue', { date: formatDate(nextDue) })}
        </Notice>
      )}
      <ResultActionRow>
        {count > 0 && (
          <Button block onClick={onStart}>
            {again ? t('reviewMore') : t('start', { count })}
          </Button>
        )}
        <ButtonLink to={paths.progress} variant="secondary" block>
          {t('seeProgress')}
        </ButtonLink>
      </ResultActionRow>
    </>
  );
}

// What Home shows, read live from the device (a sync from another device updates it while open):
// the next action, today's answers against the daily goal, the streak and interview readiness.
import { useLiveQuery } from 'dexie-react-hooks';
import { DEFAULT_STUDY_SETTINGS } from '@civics/sync-protocol/constants';
import { questionsInOrder, readBundleMeta } from '../../db/content';
import { answersOf, storedSettingsOf, syncClientRecord } from '../../db/learner-records';
import type { GoalStreak, TodayPlan } from '../../lib/spaced/interview-plan';
import { todayGoal } from '../../lib/spaced/today-goal';
import { readinessFor } from '../../lib/spaced/progress-summary';
import { endOfDay, reviewOrder } from '../../lib/spaced/review-queue';
import { answersSinceReset, replaySchedule } from '../../lib/spaced/schedule';
import { studyBank } from '../../lib/study-batch';
import { readinessGate } from '../../lib/spaced/readiness-gate';
import { chooseNextAction, type NextAction } from './next-action';

export interface HomeSummary {
  action: NextAction;
  goal: number;
  /** Today's goal is not saved yet (or the plan changed today): Home saves it, for the streak and reminders. */
  recordGoal: { day: string; goal: number } | null;
  plan: TodayPlan;
  answeredToday: number;
  streak: GoalStreak;
  /** 'early' until enough different questions were answered for the estimate to mean anything. */
  readiness: { kind: 'early'; remaining: number } | { kind: 'estimate'; probability: number };
}

/** Fewer simulated interviews than the progress page: Home shows a rounded figure only. */
const HOME_READINESS_DRAWS = 4_000;

/** undefined while reading; null when the device storage cannot be read. */
export function useHomeSummary(userId: number, approvalLevel: number): HomeSummary | null | undefined {
  return useLiveQuery(async () => {
    try {
      const [questions, meta, settings, answers, client] = await Promise.all([
        questionsInOrder(),
        readBundleMeta(),
        storedSettingsOf(userId),
        answersOf(userId),
        syncClientRecord(userId),
      ]);
      const ours = meta?.userId === userId ? questions.filter((q) => q.isActive !== false) : [];
      const study = settings?.studyModeSettings ?? DEFAULT_STUDY_SETTINGS;
      const bank = studyBank(ours, { approvalLevel, categoryFilters: study.categoryFilters });
      const counted = answersSinceReset(answers, client?.progressResetAt);
      const memory = replaySchedule(counted, null);
      const now = new Date();
      const dueToday = reviewOrder(
        ours.map((q) => q.id),
        memory,
        endOfDay(now),
      ).filter((q) => q.kind === 'due').length;
      const day = todayGoal({ userId, settings, bankIds: ours.map((q) => q.id), answers: counted, now });
      const gate = readinessGate(counted, new Set(ours.map((q) => q.id)));
      return {
        action: chooseNextAction({
          bankNumbers: bank.map((q) => q.officialNumber),
          savedIndex: study.currentBatchIndex,
          perSession: study.questionsCount || DEFAULT_STUDY_SETTINGS.questionsCount,
          dueToday,
          answersCounted: counted.length,
        }),
        goal: day.goal,
        recordGoal: day.record ? { day: day.today, goal: day.goal } : null,
        plan: day.plan,
        answeredToday: day.answeredToday,
        streak: day.streak,
        readiness:
          gate.kind === 'early'
            ? gate
            : {
                kind: 'estimate',
                probability: readinessFor(
                  ours,
                  memory,
                  meta?.version === '2008' ? '2008' : '2025',
                  now,
                  HOME_READINESS_DRAWS,
                ).probability,
              },
      } satisfies HomeSummary;
    } catch {
      return null;
    }
  }, [userId, approvalLevel]);
}

// Issue 33: today's goal and the streak, as Home, Review and Progress show them, from the learner's
// settings (interview date, own goal, each day's goal) and their answer log.
import type { StoredSettings } from '../../db/database';
import { ownDailyGoal } from './daily-goal';
import { dayKey } from './history';
import { answersByDay, goalOnFrom, goalStreak, planToday, type GoalStreak, type TodayPlan } from './interview-plan';
import { endOfDay, reviewOrder } from './review-queue';
import { replaySchedule, type LoggedAnswer } from './schedule';

export interface TodayGoal {
  today: string;
  plan: TodayPlan;
  goal: number;
  /** The settings do not hold this goal for today yet: to be saved, for the streak and the reminders. */
  record: boolean;
  answeredToday: number;
  streak: GoalStreak;
}

export interface TodayGoalInput {
  userId: number;
  settings: StoredSettings | undefined;
  /** The learner's questions (the bank's ids). */
  bankIds: readonly number[];
  /** The answers that count (since the last "begin again"), oldest first. */
  answers: readonly LoggedAnswer[];
  now: Date;
}

/**
 * What was due and new when the day began: today's goal is worked out from it, so it stays the same
 * all day (answering lowers what is due, and the goal must not shrink under the learner) and is the
 * same on every device, and changes only with the learner's date or own goal.
 */
function countsAtDayStart(bankIds: readonly number[], answers: readonly LoggedAnswer[], now: Date) {
  const dayStart = new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();
  const before = answers.filter((a) => a.answeredAt < dayStart);
  const queue = reviewOrder(bankIds, replaySchedule(before, null), endOfDay(now));
  const dueToday = queue.filter((q) => q.kind === 'due').length;
  return { dueToday, newLeft: queue.length - dueToday };
}

export function todayGoal({ userId, settings, bankIds, answers, now }: TodayGoalInput): TodayGoal {
  const study = settings?.studyModeSettings;
  const today = dayKey(now);
  const ownGoal = ownDailyGoal(userId, study);
  const plan = planToday({
    today,
    interviewDate: study?.interviewDate,
    ownGoal,
    ...countsAtDayStart(bankIds, answers, now),
  });
  const answersOn = answersByDay(answers);
  const goalOn = goalOnFrom(study ?? {}, ownGoal);
  return {
    today,
    plan,
    goal: plan.goal,
    record: study?.goalDays?.[today] !== plan.goal,
    answeredToday: answersOn(today),
    streak: goalStreak(answersOn, (day) => (day === today ? plan.goal : goalOn(day)), today),
  };
}

// Issue 33: the plan to the interview date and the streak of days with the goal met. Pure functions
// of the learner's own calendar days ('YYYY-MM-DD' from `dayKey`, the device's local time, as
// officials are), so a day means the same on Home, Progress and Review, and tests can pin the zone.
import { LIMITS } from '@civics/sync-protocol/constants';
import { dayKey } from './history';

/** The last days before the interview are for reviewing what was learnt, not for new questions. */
export const REVIEW_ONLY_DAYS = 7;
/** The smallest goal a plan sets: a few questions keep the habit even on a light day. */
export const MIN_PLAN_GOAL = 5;
/** How far back a streak is counted (a guard; no learner's streak is this long yet). */
const STREAK_LIMIT_DAYS = 1_000;

const clamp = (goal: number) => Math.min(LIMITS.dailyGoalMax, Math.max(LIMITS.dailyGoalMin, Math.round(goal)));

/** The day `offset` days after `day` (negative: before), in the same calendar. */
export function shiftDay(day: string, offset: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return dayKey(new Date(y, m - 1, d + offset));
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'); calendar days, so clock changes do not count. */
export function daysBetween(from: string, to: string): number {
  const utc = (day: string) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

export interface PlanInput {
  today: string;
  interviewDate: string | null | undefined;
  /** The learner's own goal, used without a date (or once the date has passed). */
  ownGoal: number;
  /** Questions the schedule has due by the end of today. */
  dueToday: number;
  /** Questions never practised yet. */
  newLeft: number;
}

export type TodayPlan =
  | { phase: 'own'; goal: number }
  /** Learning: today's reviews plus the new questions spread over the days before the last week. */
  | { phase: 'learn'; goal: number; daysLeft: number }
  /** The last week (and the day itself): what is due for review only. */
  | { phase: 'review'; goal: number; daysLeft: number };

export function planToday({ today, interviewDate, ownGoal, dueToday, newLeft }: PlanInput): TodayPlan {
  const daysLeft = interviewDate ? daysBetween(today, interviewDate) : -1;
  if (daysLeft < 0) return { phase: 'own', goal: clamp(ownGoal) };
  if (daysLeft <= REVIEW_ONLY_DAYS)
    return { phase: 'review', goal: clamp(Math.max(MIN_PLAN_GOAL, dueToday)), daysLeft };
  const newPerDay = Math.ceil(newLeft / (daysLeft - REVIEW_ONLY_DAYS));
  return { phase: 'learn', goal: clamp(Math.max(MIN_PLAN_GOAL, dueToday + newPerDay)), daysLeft };
}

export interface GoalSettings {
  interviewDate?: string | null;
  dailyGoal?: number;
  goalDays?: Readonly<Record<string, number>>;
}

export interface GoalStreak {
  /** Days in a row with the goal met, ending today (or yesterday while today's goal is not met yet). */
  days: number;
  /** A missed day inside the streak was let pass in the last week: the next one would end it. */
  freeDayUsed: boolean;
}

/**
 * `answersOn(day)`: answers given that day; `goalOn(day)`: that day's goal. One missed day a week is
 * free: it neither counts nor breaks the streak, when the day before it had the goal met; two free
 * days are at least a week apart.
 */
export function goalStreak(
  answersOn: (day: string) => number,
  goalOn: (day: string) => number,
  today: string,
): GoalStreak {
  const met = (back: number) => {
    const day = shiftDay(today, -back);
    return answersOn(day) >= goalOn(day);
  };
  let days = met(0) ? 1 : 0;
  let lastFree: number | null = null;
  let newestFree: number | null = null;
  for (let back = 1; back < STREAK_LIMIT_DAYS; back += 1) {
    if (met(back)) {
      days += 1;
      continue;
    }
    const weekSinceFree = lastFree === null || back - lastFree >= 7;
    if (!weekSinceFree || !met(back + 1)) break;
    lastFree = back;
    newestFree ??= back;
  }
  return { days, freeDayUsed: newestFree !== null && newestFree < 7 };
}

/** Answers per local day, for `goalStreak`. */
export function answersByDay(answers: readonly { answeredAt: string }[]): (day: string) => number {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    const day = dayKey(new Date(answer.answeredAt));
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return (day) => counts.get(day) ?? 0;
}

/** A past day's goal: what that day recorded, else the learner's own goal. */
export function goalOnFrom(settings: GoalSettings, ownGoal: number): (day: string) => number {
  return (day) => settings.goalDays?.[day] ?? ownGoal;
}

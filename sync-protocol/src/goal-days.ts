// Issue 33: each day's goal, as it stood when the learner's day began ('YYYY-MM-DD' → questions).
// Two devices each record their own days, so the map is merged day by day (never replaced whole)
// on the server and on the device alike: one rule, here, for both.
import { LIMITS } from './constants.js';

export type GoalDays = Readonly<Record<string, number>>;

/** `base` with `changes` laid over it, day by day; the newest LIMITS.goalDaysKept days are kept. */
export function mergeGoalDays(base: GoalDays | undefined, changes: GoalDays | undefined): Record<string, number> {
  const merged = { ...base, ...changes };
  const days = Object.keys(merged).sort().slice(-LIMITS.goalDaysKept);
  return Object.fromEntries(days.map((day) => [day, merged[day]!]));
}

// The daily review goal (Review mode and Home), kept on this device only (localStorage, one key per account): it is a
// preference about one's own pace, not progress, so it does not travel with the sync.
import { clampGoal, DEFAULT_DAILY_GOAL } from './review-queue';

const keyOf = (userId: number) => `spacedReview.dailyGoal.${userId}`;

export function readDailyGoal(userId: number): number {
  try {
    const raw = localStorage.getItem(keyOf(userId));
    return raw === null ? DEFAULT_DAILY_GOAL : clampGoal(Number(raw));
  } catch {
    return DEFAULT_DAILY_GOAL;
  }
}

export function writeDailyGoal(userId: number, goal: number): void {
  try {
    localStorage.setItem(keyOf(userId), String(clampGoal(goal)));
  } catch {
    // Storage full or blocked: the goal lasts for this visit only.
  }
}

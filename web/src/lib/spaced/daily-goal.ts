// The learner's own daily goal (Review's run and Home's goal without an interview date). Since
// issue 33 a synced setting (`dailyGoal`), so it follows the learner to every device; a goal chosen
// before that was kept in this device's storage, one key per account, and still counts until the
// learner sets one again.
import { clampGoal, DEFAULT_DAILY_GOAL } from './review-queue';

const legacyKeyOf = (userId: number) => `spacedReview.dailyGoal.${userId}`;

function legacyGoal(userId: number): number | null {
  try {
    const raw = localStorage.getItem(legacyKeyOf(userId));
    return raw === null ? null : clampGoal(Number(raw));
  } catch {
    return null;
  }
}

export function ownDailyGoal(userId: number, study: { dailyGoal?: number } | undefined): number {
  return study?.dailyGoal ?? legacyGoal(userId) ?? DEFAULT_DAILY_GOAL;
}

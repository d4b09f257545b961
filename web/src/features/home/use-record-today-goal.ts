// Issue 33: the day's goal is saved when the day begins (or when the learner changed their
// interview date or own goal today), so the streak judges today by it tomorrow, on every device,
// and the reminder counts down from it. A failed write is tried again at Home's next reading.
import { useEffect } from 'react';
import { updateSettings } from '../../db/learner-records';
import type { HomeSummary } from './use-home-summary';

export function useRecordTodayGoal(userId: number, summary: HomeSummary | null | undefined): void {
  const day = summary?.recordGoal?.day;
  const goal = summary?.recordGoal?.goal;
  useEffect(() => {
    if (day === undefined || goal === undefined) return;
    updateSettings(userId, { studyModeSettings: { goalDays: { [day]: goal } } }).catch(() => undefined);
  }, [userId, day, goal]);
}

// The learner's activity from the answer log: answers per day and time spent (the streak of days
// with the goal met is in interview-plan.ts). Days are the learner's own calendar days (local time).
import type { LoggedAnswer } from './schedule';

export const HISTORY_DAYS = 30;

/** 'YYYY-MM-DD' of the local day. */
export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface DayCount {
  day: string;
  answers: number;
  correct: number;
}

/** One entry per day of the last `days` days, oldest first, today last. */
export function answersPerDay(answers: readonly LoggedAnswer[], now: Date, days = HISTORY_DAYS): DayCount[] {
  const byDay = new Map<string, DayCount>();
  const result: DayCount[] = [];
  for (let back = days - 1; back >= 0; back--) {
    const entry = {
      day: dayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - back)),
      answers: 0,
      correct: 0,
    };
    byDay.set(entry.day, entry);
    result.push(entry);
  }
  for (const answer of answers) {
    const entry = byDay.get(dayKey(new Date(answer.answeredAt)));
    if (!entry) continue;
    entry.answers += 1;
    if (answer.isCorrect) entry.correct += 1;
  }
  return result;
}

export interface StudyTime {
  totalSeconds: number;
  todaySeconds: number;
  last30DaysSeconds: number;
}

export function studyTime(answers: readonly LoggedAnswer[], now: Date): StudyTime {
  const today = dayKey(now);
  const since = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (HISTORY_DAYS - 1)).getTime();
  const time = { totalSeconds: 0, todaySeconds: 0, last30DaysSeconds: 0 };
  for (const answer of answers) {
    const at = new Date(answer.answeredAt);
    time.totalSeconds += answer.studyTime;
    if (at.getTime() >= since) time.last30DaysSeconds += answer.studyTime;
    if (dayKey(at) === today) time.todaySeconds += answer.studyTime;
  }
  return time;
}

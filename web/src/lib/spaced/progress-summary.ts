// Everything the progress page shows, computed in one pass from the bank and the answer log (the
// benchmark times exactly this): mastery per category, the starred 65/20 subset, the most missed
// questions, the history and the interview readiness.
import { answersPerDay, dayKey, studyTime, type DayCount, type StudyTime } from './history';
import { answersByDay, goalStreak } from './interview-plan';
import { DEFAULT_DAILY_GOAL } from './review-queue';
import {
  countMastery,
  masteryByCategory,
  mostMissed,
  type BankQuestion,
  type CategoryProgress,
  type MasteryCounts,
  type MissedQuestion,
} from './mastery';
import { estimateReadiness, FORMAT_RULES, READINESS_DRAWS, type InterviewFormat } from './readiness';
import { readinessGate, type ReadinessGate } from './readiness-gate';
import {
  answersSinceReset,
  NEW_QUESTION_RECALL,
  recallNow,
  replaySchedule,
  type LoggedAnswer,
  type QuestionMemory,
} from './schedule';

export interface SummaryQuestion extends BankQuestion {
  isActive?: boolean;
}

export interface ReadinessSummary {
  format: InterviewFormat;
  probability: number;
  probabilityAfterFocus: number;
  /** Question ids to review, lowest recall first. */
  focus: number[];
}

export interface ProgressSummary {
  memory: Map<number, QuestionMemory>;
  total: MasteryCounts;
  categories: CategoryProgress[];
  starred: MasteryCounts;
  mostMissed: MissedQuestion[];
  days: DayCount[];
  streak: number;
  time: StudyTime;
  answersCounted: number;
  /** Whether the estimate may be shown yet (the same rule as Home's). */
  readinessGate: ReadinessGate;
  readiness: ReadinessSummary;
}

/** The questions the officer draws from in `format`, as the device holds them (active ones). */
export function formatPool<Q extends SummaryQuestion>(questions: readonly Q[], format: InterviewFormat): Q[] {
  const active = questions.filter((q) => q.isActive !== false);
  return format === '6520' ? active.filter((q) => q.star6520) : active;
}

export function readinessFor(
  questions: readonly SummaryQuestion[],
  memory: ReadonlyMap<number, QuestionMemory>,
  format: InterviewFormat,
  now: Date,
  draws = READINESS_DRAWS,
): ReadinessSummary {
  const pool = [...formatPool(questions, format)].sort((a, b) => a.officialNumber - b.officialNumber);
  const rules = { ...FORMAT_RULES[format], poolSize: Math.max(FORMAT_RULES[format].poolSize, pool.length) };
  const estimate = estimateReadiness(
    pool.map((q) => recallNow(memory.get(q.id), now)),
    rules,
    NEW_QUESTION_RECALL,
    draws,
  );
  return {
    format,
    probability: estimate.probability,
    probabilityAfterFocus: estimate.probabilityAfterFocus,
    focus: estimate.focus.map((index) => pool[index]!.id),
  };
}

export function progressSummary(
  questions: readonly SummaryQuestion[],
  answers: readonly LoggedAnswer[],
  resetAt: string | null | undefined,
  format: InterviewFormat,
  now: Date,
  /** Each day's goal, for the streak (issue 33): the day's recorded goal, else the learner's own. */
  goalOn: (day: string) => number = () => DEFAULT_DAILY_GOAL,
): ProgressSummary {
  const counted = answersSinceReset(answers, resetAt);
  const memory = replaySchedule(counted, null);
  const active = questions.filter((q) => q.isActive !== false);
  const bankIds = new Set(active.map((q) => q.id));
  return {
    memory,
    total: countMastery(bankIds, memory),
    categories: masteryByCategory(active, memory),
    starred: countMastery(
      active.filter((q) => q.star6520).map((q) => q.id),
      memory,
    ),
    mostMissed: mostMissed(new Map([...memory].filter(([id]) => bankIds.has(id)))),
    days: answersPerDay(counted, now),
    streak: goalStreak(answersByDay(counted), goalOn, dayKey(now)).days,
    time: studyTime(counted, now),
    answersCounted: counted.length,
    readinessGate: readinessGate(counted, bankIds),
    readiness: readinessFor(active, memory, format, now),
  };
}

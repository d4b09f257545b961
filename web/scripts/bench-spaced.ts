// Benchmark (issue 14): the time to compute the FSRS schedule, the progress figures and the
// interview readiness on the device for 128 questions and 2,000 answers — what /progress computes
// on open. Run: `node --import tsx web/scripts/bench-spaced.ts` (pnpm bench runs it as part "spaced").
import { performance } from 'node:perf_hooks';
import { progressSummary, type SummaryQuestion } from '../src/lib/spaced/progress-summary';
import { reviewQueue, endOfDay } from '../src/lib/spaced/review-queue';
import { replaySchedule, type LoggedAnswer } from '../src/lib/spaced/schedule';
import { seededRandom } from '../src/lib/spaced/seeded-random';

const QUESTIONS = 128;
const ANSWERS = 2_000;
const RUNS = 7;

const random = seededRandom(7);
const questions: SummaryQuestion[] = Array.from({ length: QUESTIONS }, (_, i) => ({
  id: 1001 + i,
  officialNumber: i + 1,
  categoryId: 1 + (i % 3),
  subcategoryId: 10 + (i % 8),
  star6520: i % 7 === 0,
}));
const now = new Date('2026-06-30T12:00:00.000Z');
const start = now.getTime() - 90 * 86_400_000;
// 2,000 answers over 90 days on random questions: a learner who gets most right (ready: readiness is
// one Monte-Carlo estimate) and one who misses often (not ready: the "review these N" search runs
// several more estimates — the slowest case).
const logOf = (shareRight: number): LoggedAnswer[] =>
  Array.from({ length: ANSWERS }, (_, i) => ({
    id: `bench-${i}`,
    questionId: 1001 + Math.floor(random() * QUESTIONS),
    isCorrect: random() < shareRight,
    studyTime: 5 + Math.floor(random() * 20),
    answeredAt: new Date(start + Math.floor(random() * 90 * 86_400_000)).toISOString(),
  }));
const answers = logOf(0.75);
const struggling = logOf(0.15);

const time = (work: () => void) => {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    work();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
};

const bankIds = questions.map((q) => q.id);
const scheduleMs = time(() => reviewQueue(bankIds, replaySchedule(answers, null), endOfDay(now), 10));
let readiness = 0;
const summaryMs = time(() => {
  readiness = progressSummary(questions, answers, null, '2025', now).readiness.probability;
});
let focus = 0;
let readinessLow = 0;
const strugglingMs = time(() => {
  const summary = progressSummary(questions, struggling, null, '2025', now);
  readinessLow = summary.readiness.probability;
  focus = summary.readiness.focus.length;
});
const label = (text: string) => text.padEnd(46);
console.log(
  `\n== Spaced review on the device: ${QUESTIONS} questions x ${ANSWERS.toLocaleString('en-US')} answers (median of ${RUNS} runs)`,
);
console.log(`${label('  FSRS schedule + Review queue')} ${`${scheduleMs.toFixed(1)} ms`.padStart(12)}`);
console.log(
  `${label('  /progress: schedule + figures + readiness')} ${`${summaryMs.toFixed(1)} ms`.padStart(12)}  (2025 format, readiness ${(readiness * 100).toFixed(1)} %)`,
);
console.log(
  `${label('  /progress, a learner not ready yet')} ${`${strugglingMs.toFixed(1)} ms`.padStart(12)}  (readiness ${(readinessLow * 100).toFixed(1)} %, review ${focus} questions)`,
);

// Which questions a learner studies and where batches start (spec part 1 §4, §6): shared by the
// study screen and Home's "Continue: questions 21–25".
import { LIMITS } from '@civics/sync-protocol/constants';
import type { StoredQuestion } from '../db/database';

const byOfficialOrder = (a: StoredQuestion, b: StoredQuestion) => a.officialNumber - b.officialNumber || a.id - b.id;

/**
 * The questions this learner studies: level 1 sees only the first 20 (and no category choice);
 * others see their chosen categories, or everything when none is chosen.
 */
export function studyBank(
  questions: readonly StoredQuestion[],
  { approvalLevel, categoryFilters }: { approvalLevel: number; categoryFilters: readonly number[] },
): StoredQuestion[] {
  const ordered = questions.filter((q) => q.isActive !== false).sort(byOfficialOrder);
  if (approvalLevel < 2) return ordered.slice(0, LIMITS.level1QuestionCap);
  if (categoryFilters.length === 0) return ordered;
  const chosen = new Set(categoryFilters);
  return ordered.filter((q) => chosen.has(q.categoryId));
}

/** Batches start at multiples of the per-session count: 0, 5, 10 ... */
export const alignToBatch = (index: number, perSession: number) =>
  Math.max(0, Math.floor(index / Math.max(1, perSession)) * Math.max(1, perSession));

// Mastered / learning / new per question, and the counts per category, subcategory and the 65/20
// starred subset (the progress page).
import { State } from 'ts-fsrs';
import type { ItemMemory, QuestionMemory } from './schedule';

/**
 * Mastered = FSRS state Review with a stability of at least 21 days: the learner would still recall
 * it (90 % chance) three weeks after the last review. In practice that takes about three correct
 * answers spread over some days. Learning = answered since the reset but not yet mastered.
 * New = not answered since the reset.
 */
export const MASTERED_STABILITY_DAYS = 21;

export type Mastery = 'mastered' | 'learning' | 'new';

export function masteryOf(memory: Pick<ItemMemory, 'card'> | undefined): Mastery {
  if (!memory) return 'new';
  return memory.card.state === State.Review && memory.card.stability >= MASTERED_STABILITY_DAYS
    ? 'mastered'
    : 'learning';
}

export interface MasteryCounts {
  mastered: number;
  learning: number;
  new: number;
  total: number;
}

export const emptyCounts = (): MasteryCounts => ({ mastered: 0, learning: 0, new: 0, total: 0 });

export function countMastery(
  questionIds: Iterable<number>,
  memory: ReadonlyMap<number, QuestionMemory>,
): MasteryCounts {
  const counts = emptyCounts();
  for (const id of questionIds) {
    counts[masteryOf(memory.get(id))] += 1;
    counts.total += 1;
  }
  return counts;
}

export interface BankQuestion {
  id: number;
  officialNumber: number;
  categoryId: number;
  subcategoryId: number | null;
  star6520: boolean;
}

export interface CategoryProgress {
  categoryId: number;
  counts: MasteryCounts;
  subcategories: Array<{ subcategoryId: number | null; counts: MasteryCounts }>;
}

/** Per category (in id order) and, inside, per subcategory (in the order of the bank). */
export function masteryByCategory(
  questions: readonly BankQuestion[],
  memory: ReadonlyMap<number, QuestionMemory>,
): CategoryProgress[] {
  const categories = new Map<number, Map<number | null, number[]>>();
  for (const q of [...questions].sort((a, b) => a.officialNumber - b.officialNumber)) {
    const subs = categories.get(q.categoryId) ?? new Map<number | null, number[]>();
    categories.set(q.categoryId, subs);
    subs.set(q.subcategoryId, [...(subs.get(q.subcategoryId) ?? []), q.id]);
  }
  return [...categories.entries()]
    .sort(([a], [b]) => a - b)
    .map(([categoryId, subs]) => ({
      categoryId,
      counts: countMastery([...subs.values()].flat(), memory),
      subcategories: [...subs.entries()].map(([subcategoryId, ids]) => ({
        subcategoryId,
        counts: countMastery(ids, memory),
      })),
    }));
}

export interface MissedQuestion {
  questionId: number;
  wrong: number;
  answers: number;
}

/** The questions missed most often since the reset (ties: the more recently answered first). */
export function mostMissed(memory: ReadonlyMap<number, QuestionMemory>, limit = 20): MissedQuestion[] {
  return [...memory.values()]
    .filter((m) => m.wrong > 0)
    .sort(
      (a, b) =>
        b.wrong - a.wrong ||
        (a.lastAnsweredAt < b.lastAnsweredAt
          ? 1
          : a.lastAnsweredAt > b.lastAnsweredAt
            ? -1
            : a.questionId - b.questionId),
    )
    .slice(0, limit)
    .map((m) => ({ questionId: m.questionId, wrong: m.wrong, answers: m.answers }));
}

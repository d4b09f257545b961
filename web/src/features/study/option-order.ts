// Options are shuffled per question (spec part 1 §4) but must not jump around while the learner
// looks at them or comes back to them: the order follows from a seed drawn once per session.
import type { OptionDto } from '@civics/sync-protocol';

/** mulberry32: a tiny seeded generator, plenty for shuffling four options. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const newShuffleSeed = () => Math.floor(Math.random() * 2 ** 32);

/** The same question and seed always give the same order. */
export function shuffledOptions<T extends OptionDto>(options: readonly T[], questionId: number, seed: number): T[] {
  const random = generator(seed ^ Math.imul(questionId, 0x9e3779b1));
  const result = [...options];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

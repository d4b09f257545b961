// Options are shuffled per question (spec part 1 §4) but must not jump around while the learner
// looks at them or comes back to them: the order follows from a seed drawn once per session.
import type { OptionDto } from '@civics/sync-protocol';
import { seededRandom } from '../../lib/spaced/seeded-random';

export const newShuffleSeed = () => Math.floor(Math.random() * 2 ** 32);

/** The same question and seed always give the same order. */
export function shuffledOptions<T extends OptionDto>(options: readonly T[], questionId: number, seed: number): T[] {
  const random = seededRandom(seed ^ Math.imul(questionId, 0x9e3779b1));
  const result = [...options];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

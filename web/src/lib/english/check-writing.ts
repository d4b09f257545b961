// Checks a dictated sentence as the learner typed it, word by word, the way an officer reads it:
// capital letters, the final punctuation and commas do not matter; every word does.
export type WordResult =
  | { kind: 'right'; expected: string }
  | { kind: 'wrong'; expected: string; typed: string }
  | { kind: 'missing'; expected: string }
  | { kind: 'extra'; typed: string };

export const normalizeWord = (word: string): string =>
  word
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[.,!?;:"]+$/u, '');

const words = (text: string) =>
  text
    .trim()
    .split(/\s+/u)
    .filter((w) => normalizeWord(w) !== '');

/**
 * Aligns the typed words with the expected ones (fewest edits), so one forgotten word is reported
 * as missing rather than making every word after it wrong.
 */
export function checkWriting(expected: string, typed: string): { correct: boolean; words: WordResult[] } {
  const want = words(expected);
  const got = words(typed);
  const same = (i: number, j: number) => normalizeWord(want[i]!) === normalizeWord(got[j]!);
  // cost[i][j]: edits to turn got[j..] into want[i..].
  const cost = Array.from({ length: want.length + 1 }, () => new Array<number>(got.length + 1).fill(0));
  for (let i = want.length; i >= 0; i -= 1) {
    for (let j = got.length; j >= 0; j -= 1) {
      if (i === want.length) cost[i]![j] = got.length - j;
      else if (j === got.length) cost[i]![j] = want.length - i;
      else
        cost[i]![j] = Math.min(cost[i + 1]![j + 1]! + (same(i, j) ? 0 : 1), cost[i + 1]![j]! + 1, cost[i]![j + 1]! + 1);
    }
  }
  const results: WordResult[] = [];
  let i = 0;
  let j = 0;
  while (i < want.length || j < got.length) {
    const here = cost[i]![j]!;
    if (i < want.length && j < got.length && cost[i + 1]![j + 1]! + (same(i, j) ? 0 : 1) === here) {
      results.push(
        same(i, j) ? { kind: 'right', expected: want[i]! } : { kind: 'wrong', expected: want[i]!, typed: got[j]! },
      );
      i += 1;
      j += 1;
    } else if (i < want.length && cost[i + 1]![j]! + 1 === here) {
      results.push({ kind: 'missing', expected: want[i++]! });
    } else {
      results.push({ kind: 'extra', typed: got[j++]! });
    }
  }
  return { correct: results.every((r) => r.kind === 'right'), words: results };
}

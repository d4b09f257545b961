// The words of an answer as the grader compares them: normalized (case, accents, punctuation,
// articles), the variants an official answer allows (optional words in parentheses), and the typos
// forgiven per word. Shared by the civics grader (answer-grading.ts) and the N-400 graders.
import { isNumberWord } from './number-words';

const ARTICLES = new Set(['a', 'an', 'the']);

/** Lower case words without accents, punctuation or articles. */
export function normalizedWords(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      // "D.C.", "U.S." and "driver's" are one word each; "4th" is the number 4.
      .replace(/[’‘`´'.]/g, '')
      .replace(/\[[^\]]*\]/g, ' ')
      .replace(/(\d)(st|nd|rd|th)\b/g, '$1')
      .replace(/[^a-z0-9]+/g, ' ')
      .split(' ')
      .filter((w) => w !== '' && !ARTICLES.has(w))
  );
}

/**
 * The ways an official answer may be said: each "(...)" part with or without its words, and a
 * number given in digits ("twenty-seven (27)") as the digits alone.
 */
export function answerVariants(answer: string): string[] {
  const open = answer.indexOf('(');
  const close = open >= 0 ? answer.indexOf(')', open) : -1;
  if (open < 0 || close < 0) return [answer];
  const before = answer.slice(0, open);
  const inside = answer.slice(open + 1, close);
  const after = answer.slice(close + 1);
  const heads = [`${before} ${inside} `, `${before} `];
  if (/^\s*\d+\s*$/.test(inside)) heads.push(`${withoutTrailingNumberWords(before)} ${inside} `);
  return [...new Set(heads.flatMap((head) => answerVariants(`${head}${after}`)))];
}

function withoutTrailingNumberWords(text: string): string {
  const words = text.trimEnd().split(/(\s+|-)/);
  while (words.length > 0) {
    const last = words[words.length - 1]!;
    if (/^(\s+|-)$/.test(last) || isNumberWord(last.toLowerCase())) words.pop();
    else break;
  }
  return words.join('');
}

/** Damerau-Levenshtein distance (optimal string alignment: adjacent swaps count as one edit). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** Typos forgiven per word: none under 5 letters or in numbers, one from 5, two from 9. */
export function wordMatches(typed: string, official: string): boolean {
  if (typed === official) return true;
  // "seventy" for "seventh" is a different answer, not a typo.
  if (/\d/.test(typed) || /\d/.test(official) || isNumberWord(typed) || isNumberWord(official)) return false;
  const allowed = official.length >= 9 ? 2 : official.length >= 5 ? 1 : 0;
  return allowed > 0 && editDistance(typed, official) <= allowed;
}

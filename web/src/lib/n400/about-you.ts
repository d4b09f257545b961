// "About you" answers (issue 32): what the learner said compared with their own stored answer, as an
// officer compares it with the form. Dates and numbers in any spoken or written form ("March 3rd
// 1985", "3/3/1985", "the third of March nineteen eighty-five", "1985-03-03"); names in any order
// with small slips; places and free answers by most of their words. Pure.
import type { Verdict } from '../answer-grading';
import { normalizedWords, wordMatches } from '../answer-words';
import { isNumberWord, numbersAsDigits } from '../number-words';

export type AboutYouKind = 'date' | 'number' | 'name' | 'place' | 'free';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_OF = new Map<string, number>(
  MONTHS.flatMap((m, i) => [
    [m, i + 1],
    [m.slice(0, 3), i + 1],
    ...(m === 'september' ? [['sept', 9] as [string, number]] : []),
  ]),
);
const isOrdinalWord = (w: string) => isNumberWord(w) && /(first|second|third|th)$/.test(w);

/**
 * Number words as digits, an ordinal ending its number ("thirty first nineteen ninety" is 31 and
 * 1990, not one number), and digits said one by one joined ("one two three Main" is 123 Main).
 */
export function spokenDigits(text: string): string[] {
  const words = normalizedWords(text);
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    out.push(...numbersAsDigits(run));
    run = [];
  };
  for (const word of words) {
    run.push(word);
    if (isOrdinalWord(word)) flush();
  }
  flush();
  // Three or more single digits in a row were said one by one (a house number, a zip code); two
  // stay apart, as "3 3 1985" is a date.
  const joined: string[] = [];
  for (let i = 0; i < out.length;) {
    let j = i;
    while (j < out.length && /^\d$/.test(out[j]!)) j++;
    if (j - i >= 3) {
      joined.push(out.slice(i, j).join(''));
      i = j;
    } else {
      joined.push(out[i]!);
      i += 1;
    }
  }
  return joined;
}

export interface SpokenDate {
  year?: number;
  month?: number;
  day?: number;
}

/** The date in a text: a month name with a day and a year in any order, or digits m/d/y or y-m-d. */
export function readDate(text: string): SpokenDate | null {
  const words = spokenDigits(text.replace(/(\d)[/.-](?=\d)/g, '$1 '));
  const monthIndex = words.findIndex((w) => MONTH_OF.has(w));
  const numbers = words.filter((w) => /^\d+$/.test(w)).map(Number);
  const year = numbers.find((n) => n >= 1900 && n <= 2100);
  if (monthIndex >= 0) {
    const day = numbers.find((n) => n >= 1 && n <= 31 && n !== year);
    return {
      month: MONTH_OF.get(words[monthIndex]!)!,
      ...(day !== undefined ? { day } : {}),
      ...(year !== undefined ? { year } : {}),
    };
  }
  const rest = numbers.filter((n) => n !== year);
  if (year === undefined) return null;
  // The U.S. order month/day/year, or ISO year-month-day: month then day either way.
  const [month, day] = [rest[0], rest[1]];
  if (month === undefined) return { year };
  if (month > 12 && day !== undefined && day <= 12) return { year, month: day, day: month };
  return { year, ...(month <= 12 ? { month } : {}), ...(day !== undefined && day <= 31 ? { day } : {}) };
}

function sameDate(heard: string, stored: string): boolean {
  const a = readDate(heard);
  const b = readDate(stored);
  if (!a || !b) return false;
  // Every part the stored answer has must be said and agree ("March 2019" needs month and year).
  return (['year', 'month', 'day'] as const).every((part) => b[part] === undefined || a[part] === b[part]);
}

/** The first number said: digits, number words, or "none" / "no" for zero. */
export function readNumberSaid(text: string): number | null {
  const words = spokenDigits(text);
  const digits = words.find((w) => /^\d+$/.test(w));
  if (digits !== undefined) return Number(digits);
  return words.some((w) => w === 'none' || w === 'no' || w === 'zero') ? 0 : null;
}

const ABBREVIATIONS: Record<string, string> = {
  st: 'street',
  ave: 'avenue',
  rd: 'road',
  apt: 'apartment',
  blvd: 'boulevard',
  dr: 'drive',
  ln: 'lane',
  ct: 'court',
  hwy: 'highway',
  n: 'north',
  s: 'south',
  e: 'east',
  w: 'west',
};
const FILLERS = new Set([
  'i',
  'my',
  'is',
  'am',
  'are',
  'was',
  'live',
  'lived',
  'at',
  'in',
  'on',
  'of',
  'work',
  'for',
  'name',
  'its',
  'it',
  'we',
  'our',
  'and',
  'im',
  'currently',
  'now',
  'called',
  'from',
  'born',
]);
const contentWords = (text: string) =>
  spokenDigits(text)
    .map((w) => ABBREVIATIONS[w] ?? w)
    .filter((w) => !FILLERS.has(w));

/** Share of the stored answer's words that were said (typos forgiven as the civics grader does). */
function coverage(heard: string, stored: string): number {
  const said = contentWords(heard);
  const wanted = contentWords(stored);
  if (wanted.length === 0) return 0;
  return wanted.filter((w) => said.some((s) => wordMatches(s, w))).length / wanted.length;
}

/** Right when what was said matches the learner's own answer; Almost when nearly (a word missing). */
export function gradeAboutYou(heard: string, stored: string, kind: AboutYouKind): Verdict {
  if (kind === 'date') return sameDate(heard, stored) ? 'correct' : 'wrong';
  if (kind === 'number') {
    const want = readNumberSaid(stored);
    return want !== null && readNumberSaid(heard) === want ? 'correct' : 'wrong';
  }
  const share = coverage(heard, stored);
  if (share >= 0.999) return 'correct';
  const partial = kind === 'free' ? 0.5 : 0.66;
  return share >= partial ? 'almost' : 'wrong';
}

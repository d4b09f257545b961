// Number words said or typed in an answer become digits, so "twenty-seven", "twenty seven" and
// "27" are one answer, as "four hundred and thirty-five" and "435" are. Speech recognition writes
// numbers either way, and learners type them either way. Works on words already lower-cased and
// split (answer-grading's normalizedWords), so "twenty-seven" arrives as "twenty", "seven".

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
};

export const isNumberWord = (word: string): boolean =>
  word in UNITS || word in TENS || word in ORDINALS || word === 'hundred' || word === 'thousand';

type Kind = 'start' | 'unit' | 'tens' | 'hundred' | 'thousand';

/** Reads one number from `words[start]`: its value and how many words it used, or null. */
function readNumber(words: readonly string[], start: number): { value: number; used: number; small: boolean } | null {
  let total = 0;
  let current = 0;
  let last: Kind = 'start';
  let i = start;
  for (; i < words.length; i++) {
    const word = words[i]!;
    // "and" belongs to the number only inside it: "four hundred and thirty-five".
    if (
      word === 'and' &&
      (last === 'hundred' || last === 'thousand') &&
      i + 1 < words.length &&
      (words[i + 1]! in UNITS || words[i + 1]! in TENS)
    )
      continue;
    if (word in ORDINALS) {
      // "twenty-first": tens then a unit ordinal; a lone ordinal ends the number either way.
      const value = ORDINALS[word]!;
      if (last === 'start' || last === 'hundred' || last === 'thousand' || (last === 'tens' && value < 10)) {
        current += value;
        i += 1;
      }
      break;
    }
    if (word in UNITS) {
      const value = UNITS[word]!;
      if (last === 'unit' || (last === 'tens' && value >= 10)) break;
      current += value;
      last = 'unit';
    } else if (word in TENS) {
      if (last === 'unit' || last === 'tens') break;
      current += TENS[word]!;
      last = 'tens';
    } else if (word === 'hundred') {
      if (last === 'hundred' || last === 'start') break;
      current = current * 100;
      last = 'hundred';
    } else if (word === 'thousand') {
      if (last === 'thousand' || last === 'start') break;
      total += current * 1000;
      current = 0;
      last = 'thousand';
    } else break;
  }
  const used = i - start;
  if (used === 0) return null;
  const value = total + current;
  return {
    value,
    used,
    small: value >= 10 && value < 100 && !words.slice(start, i).some((w) => w === 'hundred' || w === 'thousand'),
  };
}

/**
 * Replaces each run of number words with its digits. Two numbers of two digits side by side are
 * read as a year, the way years are said: "seventeen eighty-seven" is 1787.
 */
export function numbersAsDigits(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const number = readNumber(words, i);
    if (!number) {
      out.push(words[i]!);
      i += 1;
      continue;
    }
    const next = number.small && number.value < 100 ? readNumber(words, i + number.used) : null;
    if (next && next.small) {
      out.push(String(number.value * 100 + next.value));
      i += number.used + next.used;
    } else {
      out.push(String(number.value));
      i += number.used;
    }
  }
  return out;
}

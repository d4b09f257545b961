// Grading a typed answer the way an interviewing officer listens: against the full official answer
// list, forgiving case, articles, punctuation, the optional words in parentheses and small typos,
// and asking "name two" questions for that many different answers. Pure: no storage, no React.

export interface GradableQuestion {
  /** The USCIS list (with the learner's own officials for the state questions). */
  officialAnswers?: readonly string[];
  answersRequired: number;
  options: ReadonlyArray<{ id: string; text: string }>;
  correctOptionId: string;
}

export interface Grade {
  correct: boolean;
  /** The official answers the learner gave, in the order typed. */
  matched: string[];
  /** How many different official answers the question asks for. */
  required: number;
}

const ARTICLES = new Set(['a', 'an', 'the']);
/** Words a learner may add around an answer ("freedom of speech", "I think the President"). */
const FILLERS = new Set([
  'i', 'we', 'you', 'they', 'he', 'she', 'it', 'its', 'is', 'are', 'was', 'were', 'be', 'would', 'will', 'can', 'think', 'say',
  'answer', 'my', 'our', 'their', 'that', 'this', 'so', 'to', 'of', 'by', 'for', 'in', 'freedom', 'right', 'rights', 'because',
  'um', 'uh', 'well',
]);
/** Words joining the answers of a "name two" question: free. */
const CONNECTORS = new Set(['and', 'or', 'also', 'too', 'plus']);
const MAX_FILLERS = 4;
const MAX_TOKENS = 40;
const NUMBER_WORDS = new Set([
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen',
  'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty', 'forty', 'fifty', 'sixty',
  'seventy', 'eighty', 'ninety', 'hundred', 'thousand',
]);

/** Lower case words without accents, punctuation or articles. */
export function normalizedWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // "D.C.", "U.S." and "driver's" are one word each; "4th" is the number 4.
    .replace(/[’‘`´'.]/g, '')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/(\d)(st|nd|rd|th)\b/g, '$1')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w !== '' && !ARTICLES.has(w));
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
    if (/^(\s+|-)$/.test(last) || NUMBER_WORDS.has(last.toLowerCase())) words.pop();
    else break;
  }
  return words.join('');
}

/** Damerau-Levenshtein distance (optimal string alignment: adjacent swaps count as one edit). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** Typos forgiven per word: none under 5 letters or in numbers, one from 5, two from 9. */
export function wordMatches(typed: string, official: string): boolean {
  if (typed === official) return true;
  // "seventy" for "seventh" is a different answer, not a typo.
  if (/\d/.test(typed) || /\d/.test(official) || NUMBER_WORDS.has(typed) || NUMBER_WORDS.has(official)) return false;
  const allowed = official.length >= 9 ? 2 : official.length >= 5 ? 1 : 0;
  return allowed > 0 && editDistance(typed, official) <= allowed;
}

const isVaries = (answer: string) => /^answers will vary/i.test(answer.trim());

/** The answers that count: the official list without "Answers will vary", else the correct option. */
export function acceptedAnswers(question: GradableQuestion): string[] {
  const official = (question.officialAnswers ?? []).filter((a) => !isVaries(a));
  if (official.length > 0) return official;
  const correct = question.options.find((o) => o.id === question.correctOptionId)?.text;
  return correct && !isVaries(correct) ? [correct] : [];
}

interface Occurrence {
  answer: number;
  start: number;
  length: number;
}

function occurrences(typed: string[], answers: string[][][]): Occurrence[] {
  const found: Occurrence[] = [];
  answers.forEach((variants, answer) => {
    for (const words of variants) {
      if (words.length === 0) continue;
      for (let start = 0; start + words.length <= typed.length; start++) {
        if (words.every((w, k) => wordMatches(typed[start + k]!, w))) found.push({ answer, start, length: words.length });
      }
    }
  });
  return found;
}

/**
 * Grades what the learner typed. Every typed word must belong to an official answer or be a
 * harmless filler ("freedom of", "I think"); a word such as "not" or "vice" makes it wrong.
 */
export function gradeTypedAnswer(input: string, question: GradableQuestion): Grade {
  const required = Math.max(1, question.answersRequired);
  const accepted = acceptedAnswers(question);
  const typed = normalizedWords(input).slice(0, MAX_TOKENS);
  const none: Grade = { correct: false, matched: [], required };
  if (typed.length === 0 || accepted.length === 0) return none;
  const variants = accepted.map((a) => [...new Set(answerVariants(a).map((v) => normalizedWords(v).join(' ')))].map((v) => (v ? v.split(' ') : [])));
  const byStart = new Map<number, Occurrence[]>();
  for (const o of occurrences(typed, variants)) byStart.set(o.start, [...(byStart.get(o.start) ?? []), o]);

  // Fewest filler words over the rest of the input, having already used `used` answers.
  const memo = new Map<string, { fillers: number; picks: number[] } | null>();
  const best = (i: number, used: readonly number[]): { fillers: number; picks: number[] } | null => {
    if (i >= typed.length) return used.length >= required ? { fillers: 0, picks: [] } : null;
    const key = `${i}|${[...used].sort((a, b) => a - b).join(',')}`;
    if (memo.has(key)) return memo.get(key)!;
    let result: { fillers: number; picks: number[] } | null = null;
    for (const o of byStart.get(i) ?? []) {
      if (used.includes(o.answer)) continue;
      const rest = best(i + o.length, [...used, o.answer]);
      if (rest && (!result || rest.fillers < result.fillers)) result = { fillers: rest.fillers, picks: [o.answer, ...rest.picks] };
    }
    const word = typed[i]!;
    if (FILLERS.has(word) || CONNECTORS.has(word)) {
      const cost = CONNECTORS.has(word) ? 0 : 1;
      const rest = best(i + 1, used);
      if (rest && rest.fillers + cost <= MAX_FILLERS && (!result || rest.fillers + cost < result.fillers)) result = { fillers: rest.fillers + cost, picks: rest.picks };
    }
    memo.set(key, result);
    return result;
  };
  const outcome = best(0, []);
  if (!outcome) return none;
  return { correct: true, matched: outcome.picks.map((a) => accepted[a]!), required };
}

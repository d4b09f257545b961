// Grading a spoken or typed answer the way an interviewing officer listens: against the full
// official answer list, forgiving case, articles, punctuation, the optional words in parentheses,
// number words ("twenty-seven" is 27), the order of a list and its "and" ("legislative, executive,
// judicial"), words echoed from the question, small typos and names that sound alike, and asking
// "name two" questions for that many different answers. Pure: no storage, no React.
import { nameWords, soundsAlike } from './name-sounds';
import { answerVariants, normalizedWords, wordMatches } from './answer-words';
import { numbersAsDigits } from './number-words';

export interface GradableQuestion {
  /** The USCIS list (with the learner's own officials for the state questions). */
  officialAnswers?: readonly string[];
  answersRequired: number;
  options: ReadonlyArray<{ id: string; text: string }>;
  correctOptionId: string;
  /** The question: its words may be repeated in the answer ("The President is in charge of it"). */
  questionText?: string;
}

export interface Grade {
  correct: boolean;
  /** The official answers the learner gave, in the order given. */
  matched: string[];
  /** How many different official answers the question asks for. */
  required: number;
  /** Right only thanks to a forgiven typo or a name that sounds alike: a near miss (FSRS Hard). */
  forgiven: boolean;
}

/** Words a learner may add around an answer ("freedom of speech", "I think the President"). */
const FILLERS = new Set([
  'i',
  'we',
  'you',
  'they',
  'he',
  'she',
  'it',
  'its',
  'is',
  'are',
  'was',
  'were',
  'be',
  'would',
  'will',
  'can',
  'think',
  'say',
  'answer',
  'my',
  'our',
  'their',
  'that',
  'this',
  'so',
  'to',
  'of',
  'by',
  'for',
  'in',
  'freedom',
  'right',
  'rights',
  'because',
  'has',
  'have',
  'had',
  'there',
  'um',
  'uh',
  'er',
  'hmm',
  'well',
  'okay',
  'ok',
  'yes',
  'yeah',
]);
/** Words joining the answers of a "name two" question: free. */
const CONNECTORS = new Set(['and', 'or', 'also', 'too', 'plus']);
const MAX_FILLERS = 4;
const MAX_TOKENS = 40;

const isVaries = (answer: string) => /^answers will vary/i.test(answer.trim());

/** The answers that count: the official list without "Answers will vary", else the correct option. */
export function acceptedAnswers(question: GradableQuestion): string[] {
  const official = (question.officialAnswers ?? []).filter((a) => !isVaries(a));
  if (official.length > 0) return official;
  const correct = question.options.find((o) => o.id === question.correctOptionId)?.text;
  return correct && !isVaries(correct) ? [correct] : [];
}

/** The words the grader compares: normalized, numbers as digits, without "and" (free in lists). */
export function comparedWords(text: string): string[] {
  return joinedLetters(numbersAsDigits(normalizedWords(text))).filter((w) => w !== 'and');
}

/** Letters said one by one are one word: "u s" (as "U. S." is heard or typed) is "us", "d c" is "dc". */
function joinedLetters(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    let j = i;
    while (j < words.length && /^[a-z]$/.test(words[j]!)) j++;
    if (j - i >= 2) {
      out.push(words.slice(i, j).join(''));
      i = j;
    } else {
      out.push(words[i]!);
      i += 1;
    }
  }
  return out;
}

const MAX_LIST_PARTS = 4;
const MAX_PART_WORDS = 3;

/**
 * A short list answer ("Legislative, executive, and judicial", "Senate and House") may be said in
 * any order: its parts, or null when the answer is not such a list.
 */
function listParts(variant: string): string[][] | null {
  if (!/\band\b/i.test(variant)) return null;
  const parts = variant
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+/i)
    .map(comparedWords)
    .filter((p) => p.length > 0);
  if (parts.length < 2 || parts.length > MAX_LIST_PARTS || parts.some((p) => p.length > MAX_PART_WORDS)) return null;
  return parts;
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/** Every word sequence that says this answer. */
function spokenForms(answer: string): string[][] {
  const forms = new Map<string, string[]>();
  for (const variant of answerVariants(answer)) {
    const words = comparedWords(variant);
    if (words.length > 0) forms.set(words.join(' '), words);
    for (const order of permutations(listParts(variant) ?? [])) {
      const flat = order.flat();
      if (flat.length > 0) forms.set(flat.join(' '), flat);
    }
  }
  return [...forms.values()];
}

/** Echoed question words never excuse a negation. */
const NEGATIONS = new Set([
  'not',
  'no',
  'never',
  'nobody',
  'none',
  'isnt',
  'arent',
  'dont',
  'doesnt',
  'cannot',
  'cant',
  'wasnt',
]);

interface Occurrence {
  answer: number;
  start: number;
  length: number;
  /** Words forgiven (a typo or a name heard as another spelling). */
  forgiven: number;
}

function occurrences(typed: string[], answers: string[][][], names: ReadonlySet<string>): Occurrence[] {
  const found: Occurrence[] = [];
  answers.forEach((forms, answer) => {
    for (const words of forms) {
      for (let start = 0; start + words.length <= typed.length; start++) {
        let forgiven = 0;
        const ok = words.every((w, k) => {
          const heard = typed[start + k]!;
          if (heard === w) return true;
          if (!wordMatches(heard, w) && !(names.has(w) && soundsAlike(heard, w))) return false;
          forgiven += 1;
          return true;
        });
        if (ok) found.push({ answer, start, length: words.length, forgiven });
      }
    }
  });
  return found;
}

interface Reading {
  forgiven: number;
  fillers: number;
  picks: number[];
}

const better = (a: Reading, b: Reading | null) =>
  !b || a.forgiven < b.forgiven || (a.forgiven === b.forgiven && a.fillers < b.fillers);

/**
 * Grades a spoken or typed answer. Every word must belong to an official answer, repeat the
 * question, or be a harmless filler ("freedom of", "I think"); a word such as "not" or "vice"
 * makes it wrong.
 */
export function gradeTypedAnswer(input: string, question: GradableQuestion): Grade {
  const required = Math.max(1, question.answersRequired);
  const accepted = acceptedAnswers(question);
  const typed = comparedWords(input).slice(0, MAX_TOKENS);
  const none: Grade = { correct: false, matched: [], required, forgiven: false };
  if (typed.length === 0 || accepted.length === 0) return none;
  const forms = accepted.map(spokenForms);
  const names = new Set(accepted.flatMap(nameWords));
  const echoed = new Set(comparedWords(question.questionText ?? '').filter((w) => !NEGATIONS.has(w)));
  const byStart = new Map<number, Occurrence[]>();
  for (const o of occurrences(typed, forms, names)) byStart.set(o.start, [...(byStart.get(o.start) ?? []), o]);

  // The reading with the fewest forgiven words, then the fewest fillers, over the rest of the input.
  const memo = new Map<string, Reading | null>();
  const best = (i: number, used: readonly number[]): Reading | null => {
    if (i >= typed.length) return used.length >= required ? { forgiven: 0, fillers: 0, picks: [] } : null;
    const key = `${i}|${[...used].sort((a, b) => a - b).join(',')}`;
    if (memo.has(key)) return memo.get(key)!;
    let result: Reading | null = null;
    for (const o of byStart.get(i) ?? []) {
      if (used.includes(o.answer)) continue;
      const rest = best(i + o.length, [...used, o.answer]);
      if (!rest) continue;
      const reading = { forgiven: rest.forgiven + o.forgiven, fillers: rest.fillers, picks: [o.answer, ...rest.picks] };
      if (better(reading, result)) result = reading;
    }
    const word = typed[i]!;
    const free = CONNECTORS.has(word) || echoed.has(word);
    if (free || FILLERS.has(word)) {
      const rest = best(i + 1, used);
      const reading = rest && { ...rest, fillers: rest.fillers + (free ? 0 : 1) };
      if (reading && reading.fillers <= MAX_FILLERS && better(reading, result)) result = reading;
    }
    memo.set(key, result);
    return result;
  };
  const outcome = best(0, []);
  if (!outcome) return none;
  return { correct: true, matched: outcome.picks.map((a) => accepted[a]!), required, forgiven: outcome.forgiven > 0 };
}

export type Verdict = 'correct' | 'almost' | 'wrong';

/** What the learner is told: right, right with something forgiven (Almost: FSRS Hard), or wrong. */
export const verdictOf = (grade: Pick<Grade, 'correct' | 'forgiven'>): Verdict =>
  !grade.correct ? 'wrong' : grade.forgiven ? 'almost' : 'correct';

// "What does it mean?" (issue 32): a learner's explanation of an N-400 word, graded leniently on the
// key words of our plain-English definition. A word of the term itself does not count (saying
// "claim" back does not explain "claim"); a synonym counts as the word; word endings are ignored.
// A wrong meaning shares too few key words and fails. Pure.
import { normalizedWords } from '../answer-words';
import type { Verdict } from '../answer-grading';

const STOP_WORDS = new Set([
  'to',
  'of',
  'in',
  'on',
  'at',
  'for',
  'by',
  'with',
  'from',
  'or',
  'and',
  'but',
  'as',
  'if',
  'when',
  'that',
  'this',
  'these',
  'those',
  'it',
  'its',
  'you',
  'your',
  'yourself',
  'they',
  'them',
  'their',
  'he',
  'she',
  'his',
  'her',
  'we',
  'our',
  'i',
  'me',
  'my',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'being',
  'am',
  'do',
  'does',
  'did',
  'have',
  'has',
  'had',
  'can',
  'could',
  'will',
  'would',
  'may',
  'might',
  'must',
  'should',
  'so',
  'than',
  'then',
  'there',
  'what',
  'which',
  'who',
  'whom',
  'how',
  'where',
  'why',
  'some',
  'any',
  'all',
  'one',
  'other',
  'another',
  'such',
  'also',
  'very',
  'just',
  'only',
  'about',
  'into',
  'out',
  'up',
  'down',
  'over',
  'something',
  'someone',
  'thing',
  'things',
  'way',
  'means',
  'mean',
  'meaning',
  'word',
  'like',
  'because',
  'more',
  'most',
  'much',
  'many',
  'each',
  'every',
  'both',
  'own',
  'same',
  'too',
  'get',
  'gets',
  'make',
  'makes',
  'made',
  'take',
  'takes',
  'use',
  'used',
  'using',
  'often',
  'usually',
  'part',
  'kind',
  'kinds',
  'type',
]);

/** Words that say the same thing in a definition (each group compares as its first word). */
const SYNONYM_GROUPS = [
  ['america', 'american', 'us', 'usa', 'united', 'states'],
  ['say', 'tell', 'told', 'said', 'speak', 'state', 'write', 'wrote', 'written', 'pretend'],
  ['false', 'lie', 'lying', 'untrue', 'fake', 'wrong', 'fraud'],
  ['help', 'assist', 'support', 'aid'],
  ['try', 'attempt'],
  ['hurt', 'harm', 'injure', 'injury', 'damage', 'wound'],
  ['kill', 'murder', 'death', 'dead'],
  ['person', 'people', 'somebody', 'human', 'man', 'woman', 'everyone', 'anyone'],
  ['money', 'cash', 'pay', 'payment', 'dollar', 'income'],
  ['country', 'nation', 'land'],
  ['government', 'authority', 'authorities', 'official', 'officials'],
  ['law', 'legal', 'rule', 'rules'],
  ['illegal', 'unlawful', 'crime', 'criminal', 'against'],
  ['group', 'organization', 'party', 'club', 'team', 'unit'],
  ['prison', 'jail', 'cell', 'locked', 'lock'],
  ['weapon', 'gun', 'arms', 'bomb', 'firearm'],
  ['child', 'children', 'kid', 'son', 'daughter', 'young'],
  ['work', 'job', 'serve', 'service', 'labor'],
  ['force', 'forced', 'compel', 'require'],
  ['leave', 'exit', 'go', 'left', 'depart'],
  ['drug', 'narcotic', 'substance'],
  ['army', 'military', 'soldier', 'armed', 'forces'],
  ['police', 'officer', 'cop'],
  ['plan', 'plot', 'scheme'],
  ['promise', 'swear', 'oath', 'vow'],
  ['loyal', 'loyalty', 'allegiance', 'faithful'],
  ['stop', 'end', 'remove', 'destroy'],
  ['agree', 'consent', 'permission', 'ok'],
  ['secret', 'hidden', 'hide'],
  ['buy', 'purchase'],
  ['sell', 'trade', 'deal'],
  ['fight', 'war', 'battle', 'combat'],
];
const CANONICAL = new Map<string, string>();
for (const group of SYNONYM_GROUPS) for (const word of group) if (!CANONICAL.has(word)) CANONICAL.set(word, group[0]!);

/** A rough stem: "registered", "registering", "registers" are one word. */
export function rawStem(word: string): string {
  let w = word;
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('es') && !w.endsWith('ses')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  return w;
}

/** The word a definition word compares as: its synonym group's, else its stem. */
export const stem = (word: string): string => CANONICAL.get(word) ?? CANONICAL.get(rawStem(word)) ?? rawStem(word);

/**
 * The compared words of a text, leaving out the term's own words (before synonyms: "U.S." said back
 * from "claim to be a U.S. citizen" does not stand for "American").
 */
function contentStems(text: string, term: string): Set<string> {
  const termWords = new Set(normalizedWords(term).map(rawStem));
  return new Set(
    normalizedWords(text)
      .filter((w) => !STOP_WORDS.has(w) && !termWords.has(rawStem(w)))
      .map(stem),
  );
}

/** The key words of a definition: its content words (as stems), without the words of the term. */
export const keyWords = (term: string, definition: string): string[] => [...contentStems(definition, term)];

export interface MeaningGrade {
  verdict: Verdict;
  /** The key words the learner used (as stems), and how many were needed. */
  found: string[];
  needed: number;
}

/** One key word for a short definition, two from four, three from eight: lenient, never zero. */
export const keyWordsNeeded = (count: number) => (count <= 3 ? 1 : count <= 7 ? 2 : 3);

export function gradeMeaning(heard: string, term: string, definition: string): MeaningGrade {
  const keys = keyWords(term, definition);
  const said = contentStems(heard, term);
  const found = keys.filter((k) => said.has(k));
  const needed = Math.min(keyWordsNeeded(keys.length), keys.length);
  return { verdict: found.length >= needed && found.length > 0 ? 'correct' : 'wrong', found, needed };
}

// Part 9 answers (issue 32): what the officer needs to hear is a clear "yes" or "no", and after a
// "yes" a short explanation. The grader never judges WHICH answer is given: the true answer is the
// applicant's own, so a clear "Yes, …" with an explanation is as right as a clear "No". Pure.
import { normalizedWords } from '../answer-words';
import type { Verdict } from '../answer-grading';

export type YesNo = 'yes' | 'no';

const NO_WORDS = new Set([
  'no',
  'nope',
  'nah',
  'never',
  'not',
  'havent',
  'hasnt',
  'didnt',
  'dont',
  'doesnt',
  'wasnt',
  'werent',
  'arent',
  'isnt',
  'wont',
  'cannot',
  'cant',
  'negative',
]);
const YES_WORDS = new Set([
  'yes',
  'yeah',
  'yep',
  'yup',
  'sure',
  'correct',
  'absolutely',
  'definitely',
  'certainly',
  'affirmative',
]);
/** "I have", "I do", "I am", "I did", "I will": a yes when nothing says no. */
const AFFIRMING_VERBS = new Set(['have', 'do', 'am', 'did', 'will', 'was', 'can', 'does', 'support', 'understand']);
/** Words that are part of the yes or no itself, not an explanation of it. */
const FRAME_WORDS = new Set([
  'i',
  'me',
  'have',
  'has',
  'had',
  'do',
  'did',
  'am',
  'is',
  'was',
  'will',
  'would',
  'be',
  'been',
  'ever',
  'sir',
  'maam',
  'officer',
  'of',
  'course',
  'um',
  'uh',
  'well',
  'okay',
  'ok',
  'not',
  'never',
  'no',
  'yes',
  'yeah',
  'yep',
  'nope',
  'sure',
  'it',
  'that',
  'so',
  'please',
]);

/** The yes or no in what was said: the first word that decides it; null when none does. */
export function readYesNo(text: string): YesNo | null {
  const words = normalizedWords(text);
  for (const word of words) {
    if (NO_WORDS.has(word)) return 'no';
    if (YES_WORDS.has(word)) return 'yes';
  }
  if (words.join(' ') === 'of course' || /\bof course\b/.test(words.join(' '))) return 'yes';
  for (let i = 0; i + 1 < words.length; i++)
    if ((words[i] === 'i' || words[i] === 'we') && AFFIRMING_VERBS.has(words[i + 1]!)) return 'yes';
  return null;
}

/** The words after the yes/no that explain it ("yes, I was in the army for two years"). */
export function explanationWords(text: string): string[] {
  return normalizedWords(text).filter((w) => !FRAME_WORDS.has(w) && !YES_WORDS.has(w));
}

export interface YesNoGrade {
  answer: YesNo | null;
  verdict: Verdict;
  /** Why it is not simply right: no clear yes or no; or a yes the officer will ask about. */
  note: 'unclear' | 'explainYes' | null;
}

/**
 * Right: a clear no, or a clear yes with a short explanation (three words or more). Almost: a bare
 * yes where "No" is the usual answer (the officer will ask; say what happened). Wrong: no clear
 * yes or no was heard.
 */
export function gradeYesNo(text: string, usualAnswer: 'yes' | 'no' | 'depends'): YesNoGrade {
  const answer = readYesNo(text);
  if (!answer) return { answer, verdict: 'wrong', note: 'unclear' };
  if (answer === 'yes' && usualAnswer !== 'yes' && explanationWords(text).length < 3)
    return { answer, verdict: 'almost', note: 'explainYes' };
  return { answer, verdict: 'correct', note: null };
}

// Whether a spoken or typed "Say it" answer was given in another language than English (issue 31):
// the officer asks and listens in English, so an answer in the learner's own language is not wrong,
// it is in the wrong language; the learner is asked to answer in English and may try again.
// Pure: no storage, no React. The English grade is asked first by the caller: an answer the English
// grader accepts is never turned away here.

export interface AnswerLanguageContext {
  /** Every English text the answer may use: accepted answers and the question (names with accents, "Luján"). */
  english: readonly string[];
  /** The question and its answers in the learner's translation language (empty without one). */
  translated: readonly string[];
}

/** Letters of a script other than Latin (Han, Hangul, kana, Cyrillic, Arabic, Devanagari ...). */
const OTHER_SCRIPT = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}\P{L}]/u;
/**
 * Letters only Vietnamese writes: ă â đ ê ô ơ ư and the tone-marked vowels of Latin Extended
 * Additional (U+1EA0..U+1EF9: ạ ả ấ ầ ẩ ẫ ậ ... ỹ).
 */
const VIETNAMESE = /[ăâđêôơưĂÂĐÊÔƠƯ\u1ea0-\u1ef9]/u;
/** Marks of Spanish and other Latin-script languages: ¿ ¡ and letters with a diacritic. */
const INVERTED_MARKS = /[¿¡]/u;

/** Lower case words without diacritics (đ is d), split at anything that is not a letter or digit. */
export function plainWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** Letters carrying a diacritic in `text` (é, ñ, ü ...), each as written. */
function accentedLetters(text: string): Set<string> {
  return new Set(
    [...text.normalize('NFC')].filter((c) => /\p{L}/u.test(c) && c.normalize('NFKD') !== c).map((c) => c.toLowerCase()),
  );
}

/** The share of the answer's own words (those not also English words of the question) found in the translation. */
function translatedShare(given: string[], context: AnswerLanguageContext): { words: number; found: number } {
  const english = new Set(context.english.flatMap(plainWords));
  const translated = new Set(context.translated.flatMap(plainWords));
  const own = given.filter((w) => !english.has(w) && !/^\d+$/.test(w));
  return { words: own.length, found: own.filter((w) => translated.has(w)).length };
}

/**
 * True when `given` is not English: it is written in another script, it uses letters only
 * Vietnamese has, it uses ¿ ¡ or accented letters no English answer of this question has, or most
 * of its words are words of the translated question and answers and not of the English ones.
 */
export function answeredInOtherLanguage(given: string, context: AnswerLanguageContext): boolean {
  const text = given.trim();
  if (text === '') return false;
  if (OTHER_SCRIPT.test(text) || VIETNAMESE.test(text) || INVERTED_MARKS.test(text)) return true;
  const allowed = accentedLetters(context.english.join(' '));
  if ([...accentedLetters(text)].some((c) => !allowed.has(c))) return true;
  const { words, found } = translatedShare(plainWords(text), context);
  // Most of the answer's own words are the translation's: "Hien phap" without its accents.
  return found > 0 && found * 2 >= words;
}

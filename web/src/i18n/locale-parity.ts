// The rules a translation must keep against English (DESIGN.md §6): the same keys (no missing key,
// no extra key), every {{variable}} of the English string, and the plural forms i18next asks for in
// that language (Intl.PluralRules: vi, ko, zh have only _other; fr has _one, _many and _other).
type Tree = { [key: string]: string | Tree };

const PLURAL = /^(.*)_(ordinal_)?(zero|one|two|few|many|other)$/;

/** Dotted keys to their strings; a non-string, non-object value is reported as a problem. */
export function flatten(tree: Tree, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) flatten(value, path, out);
    else out.set(path, value);
  }
  return out;
}

export const variablesOf = (text: string): string[] => [...text.matchAll(/{{\s*([^},\s]+)[^}]*}}/g)].map((m) => m[1]!);

const categories = (language: string, ordinal: boolean) =>
  new Intl.PluralRules(language, { type: ordinal ? 'ordinal' : 'cardinal' }).resolvedOptions()
    .pluralCategories as string[];

/**
 * The keys a translation into `language` must have, each with the English string whose variables it
 * must keep. English's _zero stays an ordinary key (i18next uses it for 0 in every language).
 */
export function expectedKeys(english: Map<string, unknown>, language: string): Map<string, string> {
  const expected = new Map<string, string>();
  for (const [key, value] of english) {
    const text = String(value);
    const match = PLURAL.exec(key);
    if (!match || match[3] === 'zero') {
      expected.set(key, text);
      continue;
    }
    const [, base, ordinal] = match;
    const prefix = `${base}_${ordinal ?? ''}`;
    for (const category of categories(language, Boolean(ordinal))) {
      // The form's own English text when English has that form, else English's _other.
      const source = english.get(`${prefix}${category}`) ?? english.get(`${prefix}other`) ?? text;
      expected.set(`${prefix}${category}`, String(source));
    }
  }
  return expected;
}

/** Every way `translation` breaks the rules; empty when it is complete and consistent. */
export function parityProblems(englishTree: Tree, translationTree: Tree, language: string): string[] {
  const expected = expectedKeys(flatten(englishTree), language);
  const actual = flatten(translationTree);
  const problems: string[] = [];
  for (const key of expected.keys()) if (!actual.has(key)) problems.push(`missing key ${key}`);
  for (const [key, value] of actual) {
    const english = expected.get(key);
    if (english === undefined) {
      problems.push(
        `extra key ${key} (English has no such key${PLURAL.test(key) ? ` or ${language} has no such plural form` : ''})`,
      );
      continue;
    }
    if (typeof value !== 'string') {
      problems.push(`${key} is not a string`);
      continue;
    }
    if (value.trim() === '' && english.trim() !== '') problems.push(`${key} is empty`);
    const found = new Set(variablesOf(value));
    for (const variable of variablesOf(english))
      if (!found.has(variable)) problems.push(`${key} lacks {{${variable}}}`);
    for (const variable of found)
      if (!variablesOf(english).includes(variable))
        problems.push(`${key} has {{${variable}}}, which English does not have`);
  }
  return problems;
}

// Every locale file against English: a missing or extra key, a lost {{variable}} or a wrong plural
// form fails here, naming the language, the namespace and the key.
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from './languages';
import { expectedKeys, flatten, parityProblems } from './locale-parity';

type Tree = Parameters<typeof parityProblems>[0];
// Every locale file, read at test time (eager here only: the app loads them one by one).
const files = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });
const locales = new Map<string, Map<string, Tree>>();
for (const [path, tree] of Object.entries(files)) {
  const [, language, ns] = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
  if (!locales.has(language!)) locales.set(language!, new Map());
  locales.get(language!)!.set(ns!, tree);
}
const namespacesOf = (language: string) => [...(locales.get(language)?.keys() ?? [])].sort();
const read = (language: string, ns: string) => locales.get(language)!.get(ns)!;

const english = namespacesOf('en');
/** Complete languages cover every English namespace; French only the public and registration ones. */
const COMPLETE = ['vi', 'ko', 'zh', 'zh-TW', 'es'];
const translations = INTERFACE_LANGUAGES.filter((language) => language !== 'en');

describe('locale files', () => {
  it('exist only for the interface languages', () => {
    expect([...locales.keys()].sort()).toEqual([...INTERFACE_LANGUAGES].sort());
  });

  it.each(COMPLETE)('%s has every English namespace', (language) => {
    expect(english.filter((ns) => !namespacesOf(language).includes(ns))).toEqual([]);
  });

  it.each(translations)('%s has no namespace English lacks', (language) => {
    expect(namespacesOf(language).filter((ns) => !english.includes(ns))).toEqual([]);
  });

  const pairs = translations.flatMap((language) =>
    namespacesOf(language)
      .filter((ns) => english.includes(ns))
      .map((ns) => [language, ns] as const),
  );
  it.each(pairs)('%s/%s has the keys, variables and plural forms of English', (language, ns) => {
    expect(parityProblems(read('en', ns), read(language, ns), language)).toEqual([]);
  });
});

describe('the parity rules themselves', () => {
  const en = { a: 'Hello {{name}}', n_one: 'One question', n_other: '{{count}} questions', nested: { b: 'B' } };

  it('accepts a faithful translation with the plural forms of the language', () => {
    expect(
      parityProblems(en, { a: 'Xin chào {{name}}', n_other: '{{count}} câu hỏi', nested: { b: 'B' } }, 'vi'),
    ).toEqual([]);
    expect(
      parityProblems(
        en,
        {
          a: 'Bonjour {{name}}',
          n_one: 'Une question',
          n_many: '{{count}} de questions',
          n_other: '{{count}} questions',
          nested: { b: 'B' },
        },
        'fr',
      ),
    ).toEqual([]);
  });

  it('names missing and extra keys, lost or invented variables, empty text and wrong plural forms', () => {
    expect(
      parityProblems(
        en,
        { a: 'Xin chào', n_one: 'Một câu', n_other: 'nhiều câu', extra: 'x', nested: { b: '{{who}}' } },
        'vi',
      ),
    ).toEqual([
      'a lacks {{name}}',
      'extra key n_one (English has no such key or vi has no such plural form)',
      'n_other lacks {{count}}',
      'extra key extra (English has no such key)',
      'nested.b has {{who}}, which English does not have',
    ]);
    expect(parityProblems(en, { a: '{{name}}', n_other: '{{count}}', nested: { b: ' ' } }, 'fr')).toEqual([
      'missing key n_many',
      'missing key n_one',
      'nested.b is empty',
    ]);
  });

  it('asks for the plural categories of each language', () => {
    const keys = (language: string) =>
      [...expectedKeys(flatten(en), language).keys()].filter((k) => k.startsWith('n_')).sort();
    expect(keys('vi')).toEqual(['n_other']);
    expect(keys('ko')).toEqual(['n_other']);
    expect(keys('zh-TW')).toEqual(['n_other']);
    expect(keys('en')).toEqual(['n_one', 'n_other']);
    // Spanish and French have a third form for large round numbers (1,000,000 questions).
    expect(keys('es')).toEqual(['n_many', 'n_one', 'n_other']);
    expect(keys('fr')).toEqual(['n_many', 'n_one', 'n_other']);
  });
});

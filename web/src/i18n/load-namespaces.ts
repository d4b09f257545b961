// Per-language, per-namespace loading: each locales/<language>/<namespace>.json is a file of its own
// (served as JSON, web/locale-files.ts), fetched only when a screen needs that namespace in the
// language being shown (DESIGN.md §8: start-up JavaScript does not grow with languages).
import i18next from './i18n';
import { SHELL_NAMESPACES, type LazyNamespace, type Namespace } from './resources';

type Bundle = Record<string, unknown>;

// Unit tests run without a server: they read the same files through Vite's module graph. The
// condition is a build-time constant, so a production build drops this branch and its imports.
const testFiles =
  import.meta.env.MODE === 'test' ? import.meta.glob<Bundle>('./locales/*/*.json', { import: 'default' }) : {};

/** The namespaces each language has as a file (locale-files.ts); English's shell is bundled instead. */
const hasFile = (language: string, ns: string) => __LOCALE_FILES__[language]?.includes(ns) ?? false;

async function fetchBundle(language: string, ns: string): Promise<Bundle> {
  if (import.meta.env.MODE === 'test') return testFiles[`./locales/${language}/${ns}.json`]!();
  const response = await fetch(`${__LOCALE_BASE__}${language}/${ns}.json`);
  if (!response.ok) throw new Error(`Interface text ${language}/${ns} could not be loaded (${response.status})`);
  return (await response.json()) as Bundle;
}

/** Namespaces some screen has asked for: a language change loads these before switching. */
const wanted = new Set<Namespace>(SHELL_NAMESPACES);

/** Languages whose text should be ready: the one shown and, while a screen forces another, the learner's. */
let extraLanguage: string | null = null;
export function setExtraLanguage(language: string | null): void {
  extraLanguage = language;
}

/** Adds each namespace's bundle in each language unless it is there already (or does not exist). */
export async function loadBundles(languages: readonly string[], namespaces: readonly string[]): Promise<void> {
  const unique = [...new Set([...languages, 'en'])];
  await Promise.all(
    unique.flatMap((language) =>
      namespaces.map(async (ns) => {
        if (i18next.hasResourceBundle(language, ns)) return;
        // fr has only the public and registration namespaces: English covers the rest.
        if (!hasFile(language, ns)) return;
        i18next.addResourceBundle(language, ns, await fetchBundle(language, ns), true, true);
      }),
    ),
  );
}

/** The language a switch is on its way to: a screen loading meanwhile needs its text in it too. */
let switchingTo: string | null = null;

/** Loads screen namespaces before the screen renders (route loaders call this). */
export async function loadNamespaces(...namespaces: LazyNamespace[]): Promise<void> {
  for (const ns of namespaces) wanted.add(ns);
  // A switch that started before this screen was wanted loads only the namespaces wanted then; this
  // screen would show English after it (a sign-in that moves to Settings while the account's
  // language is being applied).
  const languages = [i18next.language, switchingTo, extraLanguage].filter((language): language is string => !!language);
  await loadBundles(languages, namespaces);
}

let latestSwitch = 0;
/**
 * Shows another language without a flash of keys or English: the namespaces in use are loaded in
 * the new language first, then i18next switches (and React re-renders). The last call wins.
 */
export async function switchLanguage(language: string): Promise<void> {
  const ticket = ++latestSwitch;
  switchingTo = language;
  try {
    await loadBundles([language], [...wanted]);
    if (ticket !== latestSwitch || i18next.language === language) return;
    await i18next.changeLanguage(language);
  } finally {
    if (ticket === latestSwitch) switchingTo = null;
  }
}

/** Every namespace in English (tests render screens without their routes). */
export const loadAllNamespaces = () => loadBundles(['en'], __LOCALE_FILES__.en ?? []);

// The spec's language rule (part 1 §4) extended to the interface: one choice of language drives both
// the interface and the question translation, except where one of them does not exist in it.
import type { Language } from '@civics/sync-protocol/constants';
import { isContentLanguage, isInterfaceLanguage, type InterfaceLanguage } from './languages';

/** The interface language that goes with a translation language: English for none and en. */
export const interfaceLanguageFor = (translation: Language): InterfaceLanguage =>
  isContentLanguage(translation) ? translation : 'en';

/**
 * Which interface language to show. In order: the account's preferred language when it is a
 * language other than English (the preference wins, spec part 1 §4); the choice kept on this
 * device; the language that goes with the translation language; English.
 */
export function resolveInterfaceLanguage(input: {
  preferred: string | null | undefined;
  local: string | null;
  translation: Language;
}): InterfaceLanguage {
  const { preferred, local, translation } = input;
  if (preferred && preferred !== 'en' && isInterfaceLanguage(preferred)) return preferred;
  if (isInterfaceLanguage(local)) return local;
  return interfaceLanguageFor(translation);
}

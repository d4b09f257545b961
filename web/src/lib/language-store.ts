// The learner's language (spec part 1 §4). One choice drives two things: the question translation
// shown beside the English (`language`: none, en or a content language) and the interface language
// (i18n/interface-language.ts). Both are kept on the device and, when signed in, saved to the
// account through the outbox. The rule for the interface is in i18n/language-rules.ts.
import { create } from 'zustand';
import { LANGUAGES, type Language } from '@civics/sync-protocol/constants';
import { readLocalInterfaceLanguage, readPendingLanguage, setInterfaceLanguage, setPendingLanguage } from '../i18n/interface-language';
import { interfaceLanguageFor, resolveInterfaceLanguage } from '../i18n/language-rules';
import { isContentLanguage, type InterfaceLanguage } from '../i18n/languages';
import { effectivePreferred, markLanguageUnsynced, saveLanguageToAccount } from './save-language';
import { useCurrentUserStore } from './session/current-user-store';

const LANGUAGE_KEY = 'language';
const AUTO_BILINGUAL_KEY = 'autoBilingual';

const read = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the choice lasts for this visit.
  }
};

const isLanguage = (value: string | null): value is Language => value !== null && (LANGUAGES as readonly string[]).includes(value);

/**
 * The spec's rule (part 1 §4): the account's preferred language wins unless it is en or none; then
 * a local choice other than none or en; else none.
 */
export function resolveLanguage(preferred: string | null | undefined, local: string | null): Language {
  if (preferred && preferred !== 'en' && preferred !== 'none' && isLanguage(preferred)) return preferred;
  if (local && local !== 'en' && local !== 'none' && isLanguage(local)) return local;
  return 'none';
}

interface LanguageState {
  language: Language;
  autoBilingual: boolean;
  /** Settings' translation language; the interface follows it (English for none and en). */
  setLanguage: (language: Language) => void;
  /**
   * A choice from the public pages or the sign-in switch: a content language sets both the
   * interface and the translation; French only the interface (no question translations in it).
   */
  chooseLanguage: (language: InterfaceLanguage) => void;
  setAutoBilingual: (on: boolean) => void;
  /** Applies the account's preference at sign-in or start-up (or the sign-in screen's choice). */
  adoptPreferred: (preferred: string | null | undefined) => void;
}

export const useLanguageStore = create<LanguageState>()((set, get) => ({
  language: resolveLanguage(null, read(LANGUAGE_KEY)),
  autoBilingual: read(AUTO_BILINGUAL_KEY) === 'true',
  setLanguage: (language) => {
    write(LANGUAGE_KEY, language);
    set({ language });
    setInterfaceLanguage(interfaceLanguageFor(language));
    // Settings saves it to the account through the outbox; until the server has it, it wins.
    const user = useCurrentUserStore.getState().user;
    if (user) markLanguageUnsynced(user.id, language);
  },
  chooseLanguage: (language) => {
    if (isContentLanguage(language)) get().setLanguage(language);
    else setInterfaceLanguage(language);
    // Signed in (a public page opened from the app): the choice is the account's too.
    const user = useCurrentUserStore.getState().user;
    if (user) void saveLanguageToAccount(user.id, language);
  },
  setAutoBilingual: (autoBilingual) => {
    write(AUTO_BILINGUAL_KEY, String(autoBilingual));
    set({ autoBilingual });
  },
  adoptPreferred: (serverPreferred) => {
    const user = useCurrentUserStore.getState().user;
    const preferred = user ? effectivePreferred(user.id, serverPreferred) : serverPreferred;
    // The sign-in screen's switch "applies after sign-in": it beats the stored preference once and
    // becomes the new preference.
    const pending = user && serverPreferred !== undefined ? readPendingLanguage() : null;
    const language = resolveLanguage(preferred, read(LANGUAGE_KEY));
    write(LANGUAGE_KEY, language);
    set({ language });
    if (user && pending) {
      // English or French keep the translation language the rule gave; the others replace it.
      setPendingLanguage(null);
      get().chooseLanguage(pending);
      return;
    }
    setInterfaceLanguage(resolveInterfaceLanguage({ preferred, local: readLocalInterfaceLanguage(), translation: language }));
  },
}));

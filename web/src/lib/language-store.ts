// The translation language and the auto-bilingual flag: kept on the device (spec part 1 §3 browser
// storage) and, when signed in, saved to the account through the outbox.
import { create } from 'zustand';
import { LANGUAGES, type Language } from '@civics/sync-protocol/constants';

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
  setLanguage: (language: Language) => void;
  setAutoBilingual: (on: boolean) => void;
  /** Applies the account's preference at sign-in or start-up. */
  adoptPreferred: (preferred: string | null | undefined) => void;
}

export const useLanguageStore = create<LanguageState>()((set) => ({
  language: resolveLanguage(null, read(LANGUAGE_KEY)),
  autoBilingual: read(AUTO_BILINGUAL_KEY) === 'true',
  setLanguage: (language) => {
    write(LANGUAGE_KEY, language);
    set({ language });
  },
  setAutoBilingual: (autoBilingual) => {
    write(AUTO_BILINGUAL_KEY, String(autoBilingual));
    set({ autoBilingual });
  },
  adoptPreferred: (preferred) => {
    const language = resolveLanguage(preferred, read(LANGUAGE_KEY));
    write(LANGUAGE_KEY, language);
    set({ language });
  },
}));

// The learner's two language choices (issue 22), kept apart: the interface language
// (i18n/interface-language.ts; the account's preferred_language) and the translation shown beside
// the English (`language` here: none, en or a content language; the synced setting
// studyModeSettings.translationLanguage). A choice on the public pages sets both at once; Settings
// sets each on its own. Both are kept on the device and, when signed in, saved to the account.
import { create } from 'zustand';
import { LANGUAGES, type Language } from '@civics/sync-protocol/constants';
import {
  readLocalInterfaceLanguage,
  readPendingLanguage,
  setInterfaceLanguage,
  setPendingLanguage,
} from '../i18n/interface-language';
import { resolveInterfaceLanguage } from '../i18n/language-rules';
import { isContentLanguage, type InterfaceLanguage } from '../i18n/languages';
import { effectivePreferred, saveLanguageToAccount } from './save-language';
import { useCurrentUserStore } from './session/current-user-store';
import { readTranslationChoice, writeTranslationChoice } from './translation-choice';

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

const isLanguage = (value: string | null | undefined): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

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
  /** The translation language alone (Settings); the interface stays as it is. */
  setLanguage: (language: Language) => void;
  /**
   * A choice from the public pages or the landing page: a content language sets both the interface
   * and the translation; French and English only the interface. Signed in, it is the account's
   * preferred language; signed out, it is applied at the next sign-in.
   */
  chooseLanguage: (language: InterfaceLanguage) => void;
  setAutoBilingual: (on: boolean) => void;
  /** Applies the account's preference at sign-in or start-up (or a choice made before sign-in). */
  adoptPreferred: (preferred: string | null | undefined) => void;
  /** Follows the synced settings (pulled from the server or saved here); true when the translation changed. */
  adoptSettings: (study: { translationLanguage?: string; autoBilingual: boolean }, chosenAt?: string) => boolean;
}

export const useLanguageStore = create<LanguageState>()((set, get) => ({
  language: resolveLanguage(null, read(LANGUAGE_KEY)),
  autoBilingual: read(AUTO_BILINGUAL_KEY) === 'true',
  setLanguage: (language) => {
    write(LANGUAGE_KEY, language);
    // Issue 30: the learner's own choice, dated, and whose (nobody's when signed out).
    writeTranslationChoice({ at: new Date().toISOString(), by: useCurrentUserStore.getState().user?.id ?? null });
    set({ language });
  },
  chooseLanguage: (language) => {
    setInterfaceLanguage(language);
    const translation = isContentLanguage(language);
    if (translation) {
      get().setLanguage(language);
      // Auto-bilingual starts on with a translation (DESIGN.md §10).
      get().setAutoBilingual(true);
    }
    const user = useCurrentUserStore.getState().user;
    if (!user) {
      setPendingLanguage(language);
      return;
    }
    // Signed in (a public page opened from the app): the choice is the account's too. The
    // translation is saved with it, also when it stays: until chosen, the server derives it from the
    // preferred language, and English or French there would take it away.
    void saveLanguageToAccount(user.id, language);
    void saveTranslationSetting(
      user.id,
      translation ? { translationLanguage: language, autoBilingual: true } : { translationLanguage: get().language },
    );
  },
  setAutoBilingual: (autoBilingual) => {
    write(AUTO_BILINGUAL_KEY, String(autoBilingual));
    set({ autoBilingual });
  },
  adoptPreferred: (serverPreferred) => {
    const user = useCurrentUserStore.getState().user;
    const preferred = user ? effectivePreferred(user.id, serverPreferred) : serverPreferred;
    // A choice made before sign-in beats the stored preference once and becomes the new one.
    const pending = user && serverPreferred !== undefined ? readPendingLanguage() : null;
    const local = read(LANGUAGE_KEY);
    // Signed out there is no account to follow: the interface stays as chosen or preselected.
    if (!user) {
      set({ language: resolveLanguage(null, local) });
      return;
    }
    // The synced setting decides the translation (adoptSettings, after each pull): the device's
    // copy stands until then, and the account's preference is the first guess on a new device.
    // A translation another learner chose on this phone is theirs (issue 30): the account's preference guesses.
    const choice = readTranslationChoice();
    const others = choice !== null && choice.by !== null && choice.by !== user.id;
    const language = isLanguage(local) && !others ? local : resolveLanguage(preferred, others ? null : local);
    if (others) writeTranslationChoice({ at: '', by: user.id });
    write(LANGUAGE_KEY, language);
    set({ language });
    if (pending) {
      // English or French keep the translation language the rule gave; the others replace it.
      setPendingLanguage(null);
      get().chooseLanguage(pending);
      return;
    }
    setInterfaceLanguage(
      resolveInterfaceLanguage({ preferred, local: readLocalInterfaceLanguage(), translation: language }),
    );
  },
  adoptSettings: ({ translationLanguage, autoBilingual }, chosenAt) => {
    if (autoBilingual !== get().autoBilingual) get().setAutoBilingual(autoBilingual);
    if (!isLanguage(translationLanguage) || translationLanguage === get().language) return false;
    // The account's choice, with the account's time: adopting it is not a newer choice of this device.
    write(LANGUAGE_KEY, translationLanguage);
    writeTranslationChoice({ at: chosenAt ?? '', by: useCurrentUserStore.getState().user?.id ?? null });
    set({ language: translationLanguage });
    return true;
  },
}));

/** The translation choice as a synced setting (the outbox and Dexie load only when signed in). */
async function saveTranslationSetting(
  userId: number,
  study: { translationLanguage: Language; autoBilingual?: boolean },
) {
  const { updateSettings } = await import('../db/learner-records');
  await updateSettings(userId, { studyModeSettings: study });
}

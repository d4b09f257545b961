// The interface language the learner wants, kept on the device (spec part 1 §4), and the one place
// that turns it into i18next's language and `<html lang>`.
import { create } from 'zustand';
import i18next from './i18n';
import { browserLanguage } from './browser-language';
import { interfaceLanguageFor } from './language-rules';
import { HTML_LANG, isInterfaceLanguage, type InterfaceLanguage } from './languages';
import { setExtraLanguage, switchLanguage } from './load-namespaces';
import { isLanguage } from './translation-language';

export const INTERFACE_LANGUAGE_KEY = 'interfaceLanguage';
/** A choice made before signing in (language select, landing page), applied once someone signs in. */
export const PENDING_LANGUAGE_KEY = 'pendingLanguage';

const read = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string | null) => {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the choice lasts for this visit.
  }
};

/** The kept choice of interface language, if any. */
export function readLocalInterfaceLanguage(): InterfaceLanguage | null {
  const stored = read(INTERFACE_LANGUAGE_KEY);
  return isInterfaceLanguage(stored) ? stored : null;
}
/**
 * The kept choice; before there is one, the language that goes with a kept translation language;
 * before either, the browser's language when it is one of ours (issue 22); else English.
 */
function initialLanguage(): InterfaceLanguage {
  const translation = read('language');
  return (
    readLocalInterfaceLanguage() ??
    (isLanguage(translation) ? interfaceLanguageFor(translation) : (browserLanguage() ?? 'en'))
  );
}

export const useInterfaceLanguage = create<{ language: InterfaceLanguage }>()(() => ({ language: initialLanguage() }));

export function setInterfaceLanguage(language: InterfaceLanguage): void {
  write(INTERFACE_LANGUAGE_KEY, language);
  useInterfaceLanguage.setState({ language });
}

export function readPendingLanguage(): InterfaceLanguage | null {
  const pending = read(PENDING_LANGUAGE_KEY);
  return isInterfaceLanguage(pending) ? pending : null;
}
export function setPendingLanguage(language: InterfaceLanguage | null): void {
  write(PENDING_LANGUAGE_KEY, language);
}

/** While set (the sign-in screen), this language is shown whatever the learner chose. */
let forced: string | null = null;
export function forceLanguage(language: string | null): Promise<void> {
  forced = language;
  const wantedLanguage = useInterfaceLanguage.getState().language;
  // Screens opened from a forced screen also get their text in the learner's language, so leaving
  // the sign-in screen shows the next screen without an English flash.
  setExtraLanguage(forced ? wantedLanguage : null);
  return switchLanguage(forced ?? wantedLanguage);
}

const setHtmlLang = (language: string) => {
  document.documentElement.lang = isInterfaceLanguage(language) ? HTML_LANG[language] : 'en';
};

/**
 * The server sends the public pages drawn ahead in this language (api/src/plugins/web.ts), so a
 * device that chose Vietnamese gets Vietnamese HTML even before its JavaScript runs.
 */
const rememberForServer = (language: InterfaceLanguage) => {
  document.cookie = `civicsLang=${encodeURIComponent(language)}; Path=/; Max-Age=31536000; SameSite=Lax`;
};

let started = false;
/**
 * Called once at start-up (main.tsx) before the first render: shows the kept language and follows
 * every later change. Unit tests do not call it, so screens under test stay in English.
 */
export function startInterfaceLanguage(): Promise<void> {
  if (!started) {
    started = true;
    i18next.on('languageChanged', setHtmlLang);
    rememberForServer(useInterfaceLanguage.getState().language);
    useInterfaceLanguage.subscribe(({ language }) => {
      rememberForServer(language);
      if (forced) setExtraLanguage(language);
      else void switchLanguage(language);
    });
  }
  setHtmlLang(i18next.language);
  return forced ? Promise.resolve() : switchLanguage(useInterfaceLanguage.getState().language);
}

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultNS, resources, SHELL_NAMESPACES } from './resources';

// The shell's English is bundled, so initialisation is synchronous and the first render has text;
// other languages and namespaces are added by load-namespaces.ts before they are shown.
void i18next.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  // zh-TW falls back to English, never to Simplified Chinese (a different script).
  load: 'currentOnly',
  defaultNS,
  ns: SHELL_NAMESPACES,
  // Bundles are added one by one; a language without all of them is still usable.
  partialBundledLanguages: true,
  interpolation: { escapeValue: false }, // React already escapes.
  initAsync: false,
  returnNull: false,
});

export default i18next;

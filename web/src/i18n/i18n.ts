import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultNS, resources } from './resources';

// Resources are bundled, so initialisation is synchronous and the first render already has text.
void i18next.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  defaultNS,
  ns: Object.keys(resources.en),
  interpolation: { escapeValue: false }, // React already escapes.
  initAsync: false,
  returnNull: false,
});

export default i18next;

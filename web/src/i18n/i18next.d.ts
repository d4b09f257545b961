// Typed keys: a misspelt translation key fails the type check instead of showing the raw key.
import 'i18next';
import type { AllResources, defaultNS } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: AllResources;
  }
}

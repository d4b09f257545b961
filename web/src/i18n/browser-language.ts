// Before a learner has chosen a language, the browser's own list (navigator.languages) preselects
// one of ours, so a phone set to Vietnamese opens the landing page in Vietnamese. Never stored: a
// preselection is not a choice, and a signed-in account's preferred language still wins. The server
// picks the same way from Accept-Language for the pages it draws ahead (sync-protocol/languages).
import { pickInterfaceLanguage } from '@civics/sync-protocol/languages';
import type { InterfaceLanguage } from './languages';

/** The first of the browser's languages we have, Chinese split by script; null when none fits. */
export const pickBrowserLanguage: (tags: readonly string[]) => InterfaceLanguage | null = pickInterfaceLanguage;

export function browserLanguage(): InterfaceLanguage | null {
  if (typeof navigator === 'undefined') return null;
  const tags = navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
  return pickBrowserLanguage(tags);
}

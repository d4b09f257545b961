// Before a learner has chosen a language, the browser's own list (navigator.languages) preselects
// one of ours, so a phone set to Vietnamese opens the landing page in Vietnamese. Never stored: a
// preselection is not a choice, and a signed-in account's preferred language still wins.
import type { InterfaceLanguage } from './languages';

/** The first of the browser's languages we have, Chinese split by script; null when none fits. */
export function pickBrowserLanguage(tags: readonly string[]): InterfaceLanguage | null {
  for (const tag of tags) {
    const [primary = '', ...rest] = tag.toLowerCase().split('-');
    if (primary === 'zh') {
      // Traditional script: zh-Hant, or a region that writes it (Taiwan, Hong Kong, Macau).
      const traditional = rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part));
      return traditional ? 'zh-TW' : 'zh';
    }
    if (primary === 'en' || primary === 'vi' || primary === 'ko' || primary === 'es' || primary === 'fr') return primary;
  }
  return null;
}

export function browserLanguage(): InterfaceLanguage | null {
  if (typeof navigator === 'undefined') return null;
  const tags = navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
  return pickBrowserLanguage(tags);
}

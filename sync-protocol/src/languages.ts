// The interface language a browser's own list asks for (navigator.languages on the device, the
// Accept-Language header on the server): both sides must pick the same one, so a page drawn on the
// server in that language is the page the device then takes over (web/src/main.tsx).
import type { REGISTRATION_LANGUAGES } from './constants.js';

export type InterfaceLanguage = (typeof REGISTRATION_LANGUAGES)[number];

/** The first of the browser's languages we have, Chinese split by script; null when none fits. */
export function pickInterfaceLanguage(tags: readonly string[]): InterfaceLanguage | null {
  for (const tag of tags) {
    const [primary = '', ...rest] = tag.trim().toLowerCase().split('-');
    if (primary === 'zh') {
      // Traditional script: zh-Hant, or a region that writes it (Taiwan, Hong Kong, Macau).
      const traditional = rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part));
      return traditional ? 'zh-TW' : 'zh';
    }
    if (primary === 'en' || primary === 'vi' || primary === 'ko' || primary === 'es' || primary === 'fr')
      return primary;
  }
  return null;
}

/** An Accept-Language header's tags, most wanted first ("vi-VN,vi;q=0.9,en;q=0.5"). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

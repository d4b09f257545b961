// Dates, numbers and money in the interface language (DESIGN.md §6), through Intl.
import i18next from './i18n';
import { isInterfaceLanguage } from './languages';

/** The Intl locale of the interface language: U.S. conventions for English and Spanish learners here. */
const INTL_LOCALES: Record<string, string> = {
  en: 'en-US',
  vi: 'vi-VN',
  ko: 'ko-KR',
  zh: 'zh-CN',
  'zh-TW': 'zh-TW',
  es: 'es-US',
  fr: 'fr-FR',
};

export const intlLocale = (language = i18next.language): string =>
  isInterfaceLanguage(language) ? INTL_LOCALES[language]! : 'en-US';

export const formatDate = (
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
  language?: string,
) => new Intl.DateTimeFormat(intlLocale(language), options).format(new Date(value));

export const formatNumber = (value: number, options?: Intl.NumberFormatOptions, language?: string) =>
  new Intl.NumberFormat(intlLocale(language), options).format(value);

/** Prices are stored in cents (spec part 2 §9). */
export const formatCents = (cents: number, currency = 'USD', language?: string) =>
  new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(cents / 100);

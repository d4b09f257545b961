import { describe, expect, it } from 'vitest';
import { interfaceLanguageFor, resolveInterfaceLanguage } from './language-rules';

describe('the interface language rule (spec part 1 §4)', () => {
  it('follows the translation language, English for none and en', () => {
    expect(interfaceLanguageFor('ko')).toBe('ko');
    expect(interfaceLanguageFor('zh-TW')).toBe('zh-TW');
    expect(interfaceLanguageFor('none')).toBe('en');
    expect(interfaceLanguageFor('en')).toBe('en');
  });

  it("lets the account's preferred language win over the device's choice", () => {
    expect(resolveInterfaceLanguage({ preferred: 'vi', local: 'ko', translation: 'ko' })).toBe('vi');
    // French is a registration language: it has an interface, though no question translations.
    expect(resolveInterfaceLanguage({ preferred: 'fr', local: 'en', translation: 'none' })).toBe('fr');
  });

  it("keeps the device's choice when the preference is English, none or unknown", () => {
    expect(resolveInterfaceLanguage({ preferred: 'en', local: 'es', translation: 'es' })).toBe('es');
    expect(resolveInterfaceLanguage({ preferred: 'none', local: 'fr', translation: 'vi' })).toBe('fr');
    expect(resolveInterfaceLanguage({ preferred: 'de', local: 'zh', translation: 'none' })).toBe('zh');
    expect(resolveInterfaceLanguage({ preferred: undefined, local: 'ko', translation: 'none' })).toBe('ko');
  });

  it('falls back to the translation language, then English', () => {
    expect(resolveInterfaceLanguage({ preferred: null, local: null, translation: 'zh' })).toBe('zh');
    expect(resolveInterfaceLanguage({ preferred: 'en', local: 'xx', translation: 'none' })).toBe('en');
  });
});

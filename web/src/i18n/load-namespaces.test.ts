// The loader against the real locale files: a language change loads the namespaces in use in the
// new language first, then switches; nothing is fetched for languages nobody asked for.
import { afterEach, describe, expect, it } from 'vitest';
import i18next from './i18n';
import { loadNamespaces, switchLanguage } from './load-namespaces';
import enAccount from './locales/en/account.json';
import koAccount from './locales/ko/account.json';
import viAccount from './locales/vi/account.json';
import frSupport from './locales/fr/support.json';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('per-language, per-namespace loading', () => {
  it('loads a namespace in the language shown, and English beside it as the fallback', async () => {
    await switchLanguage('vi');
    expect(i18next.hasResourceBundle('vi', 'howToUse')).toBe(false);
    await loadNamespaces('account');
    expect(i18next.hasResourceBundle('vi', 'account')).toBe(true);
    expect(i18next.hasResourceBundle('en', 'account')).toBe(true);
    expect(i18next.t('account:title')).toBe(viAccount.title);
    // Other languages stay unloaded until someone needs them.
    expect(i18next.hasResourceBundle('ko', 'account')).toBe(false);
  });

  it('loads the namespaces in use in the new language before switching, so no key or English shows', async () => {
    await loadNamespaces('account');
    const seen: string[] = [];
    const onChange = () => seen.push(i18next.t('account:title'));
    i18next.on('languageChanged', onChange);
    await switchLanguage('ko');
    i18next.off('languageChanged', onChange);
    expect(seen).toEqual([koAccount.title]);
    expect(i18next.language).toBe('ko');
    expect(i18next.t('account:success.text')).toBe(koAccount.success.text);
  });

  it('a screen that loads while a switch is on its way gets its text in the new language too (issue 22)', async () => {
    const switching = switchLanguage('vi'); // started before the screen's namespace was wanted
    await loadNamespaces('myData');
    await switching;
    expect(i18next.language).toBe('vi');
    expect(i18next.hasResourceBundle('vi', 'myData')).toBe(true);
  });

  it('lets the last of two quick changes win', async () => {
    await loadNamespaces('account');
    await Promise.all([switchLanguage('ko'), switchLanguage('vi')]);
    expect(i18next.language).toBe('vi');
    expect(i18next.t('account:title')).toBe(viAccount.title);
  });

  it("falls back to English where a language has no such namespace (French has only the public pages')", async () => {
    await loadNamespaces('account', 'support');
    await switchLanguage('fr');
    expect(i18next.t('support:title')).toBe(frSupport.title);
    expect(i18next.t('account:title')).toBe(enAccount.title);
  });
});

// The FAQ's payment answers name the plans the checkout page sells, by the names the checkout page
// shows in each language, and say plainly that cryptocurrency is not offered (issue 26).
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<unknown>('../../i18n/locales/*/{support,checkout}.json', {
  eager: true,
  import: 'default',
});
const localeFile = (language: string, namespace: string) => files[`../../i18n/locales/${language}/${namespace}.json`]!;

interface PaymentsGroup {
  q2: { a: string };
  q3: { a: string };
}
const payments = (language: string) =>
  (localeFile(language, 'support') as { groups: { payments: PaymentsGroup } }).groups.payments;
const catalog = (language: string) => (localeFile(language, 'checkout') as { catalog: Record<string, string> }).catalog;

// The checkout page exists in every interface language but French (public pages and registration).
const CHECKOUT_LANGUAGES = ['en', 'vi', 'ko', 'zh', 'zh-TW', 'es'] as const;

describe('the FAQ on payments', () => {
  it.each(CHECKOUT_LANGUAGES)('names the Monthly, Yearly and Lifetime plans as checkout does (%s)', (language) => {
    const answer = payments(language).q3.a.toLowerCase();
    for (const plan of ['monthly', 'yearly', 'lifetime'])
      expect(answer).toContain(catalog(language)[plan]!.toLowerCase());
  });

  it('names the seeded plans in English and says cryptocurrency is not accepted', () => {
    // The seeded plan names (api/src/db/seed.ts) are the catalog's English texts.
    expect(catalog('en')).toMatchObject({ monthly: 'Monthly', yearly: 'Yearly', lifetime: 'Lifetime' });
    expect(payments('en').q2.a).toContain('Cryptocurrency is not accepted.');
    for (const method of ['card', 'PayPal', 'Zelle', 'bank transfer']) expect(payments('en').q2.a).toContain(method);
  });

  it.each(['vi', 'ko', 'zh', 'zh-TW', 'es', 'fr'])('says cryptocurrency is not accepted in %s too', (language) => {
    const word = {
      vi: 'tiền điện tử',
      ko: '암호화폐',
      zh: '加密货币',
      'zh-TW': '加密貨幣',
      es: 'criptomonedas',
      fr: 'cryptomonnaies',
    }[language]!;
    expect(payments(language).q2.a).toContain(word);
    expect(payments(language).q3.a).not.toBe(payments('en').q3.a);
  });
});

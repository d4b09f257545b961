import { afterEach, describe, expect, it } from 'vitest';
import { formatCents, formatDate, formatNumber, intlLocale } from './format';
import i18next from './i18n';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('Intl formatting in the interface language', () => {
  it('follows the current language', async () => {
    expect(formatNumber(1234.5)).toBe(new Intl.NumberFormat('en-US').format(1234.5));
    await i18next.changeLanguage('vi');
    expect(intlLocale()).toBe('vi-VN');
    expect(formatNumber(1234.5)).toBe(new Intl.NumberFormat('vi-VN').format(1234.5));
    expect(formatDate('2026-03-05T12:00:00Z', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      new Intl.DateTimeFormat('vi-VN', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2026-03-05T12:00:00Z')),
    );
  });

  it('shows cents as dollars, with the language’s separators', () => {
    expect(formatCents(1999, 'USD', 'en')).toBe('$19.99');
    expect(formatCents(1999, 'USD', 'es')).toBe(
      new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(19.99),
    );
    expect(intlLocale('xx')).toBe('en-US');
  });
});

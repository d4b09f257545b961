// The admin types prices in dollars; the API stores cents (spec part 2 §3).

/** "49.99" → 4999; empty → null; anything else → NaN (the form says why). */
export function dollarsToCents(text: string): number | null {
  const value = text.trim().replace(/^\$/, '');
  if (!value) return null;
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(value)) return Number.NaN;
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const centsToDollars = (cents: number | null): string => (cents === null ? '' : (cents / 100).toFixed(2));

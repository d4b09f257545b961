import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents } from './dollars';

describe('admin prices in dollars', () => {
  it('turns typed dollars into cents and back', () => {
    expect(dollarsToCents('49.99')).toBe(4999);
    expect(dollarsToCents('$10')).toBe(1000);
    expect(dollarsToCents('0.5')).toBe(50);
    expect(dollarsToCents('  ')).toBeNull();
    expect(dollarsToCents('4.999')).toBeNaN();
    expect(dollarsToCents('ten')).toBeNaN();
    expect(centsToDollars(4999)).toBe('49.99');
    expect(centsToDollars(null)).toBe('');
  });
});

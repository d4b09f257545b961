import { describe, expect, it } from 'vitest';
import { cardErrors } from './card-rules';

const valid = { number: true, expiry: true, cvv: true, name: true };

describe('card form rules', () => {
  it('flags each invalid hosted field and a billing email without @, in the form order', () => {
    expect(cardErrors(valid, 'lan@example.com')).toEqual([]);
    expect(cardErrors({ number: false, expiry: false, cvv: false, name: false }, '')).toEqual([
      'number',
      'expiry',
      'cvv',
      'name',
      'email',
    ]);
    expect(cardErrors({ ...valid, cvv: false }, 'lan.example.com')).toEqual(['cvv', 'email']);
    expect(cardErrors(valid, '   ')).toEqual(['email']);
  });
});

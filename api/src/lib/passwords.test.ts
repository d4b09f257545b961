import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashCostN, hashSecret, verifySecret } from './passwords.js';

describe('password hashes', () => {
  it('verifies the secret that made a hash and no other', async () => {
    const stored = await hashSecret('secret123');
    expect(await verifySecret('secret123', stored)).toBe(true);
    expect(await verifySecret('secret124', stored)).toBe(false);
  });

  it('stores the cost beside the hash, so a hash made at any cost still verifies', async () => {
    const stored = await hashSecret('secret123');
    const [scheme, n, r, p] = stored.split('$');
    expect([scheme, Number(n), Number(r), Number(p)]).toEqual([
      'scrypt',
      hashCostN(process.env.PASSWORD_HASH_COST_N),
      8,
      1,
    ]);
  });

  it('makes an unknown user cost what a wrong password costs: the dummy hash has the same N', () => {
    expect(DUMMY_HASH.split('$')[1]).toBe(String(hashCostN(process.env.PASSWORD_HASH_COST_N)));
  });

  it('uses N = 16384 unless told otherwise, and refuses a cost that is not a power of two from 1024', () => {
    expect(hashCostN(undefined)).toBe(16384);
    expect(hashCostN('')).toBe(16384);
    expect(hashCostN('1024')).toBe(1024);
    expect(hashCostN('65536')).toBe(65536);
    for (const bad of ['512', '3000', 'fast', '-1024', '1024.5']) {
      expect(() => hashCostN(bad), bad).toThrow(/power of two from 1024/);
    }
  });
});

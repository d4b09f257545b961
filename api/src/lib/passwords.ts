// Salted scrypt hashes (node:crypto; no dependency). Format: scrypt$N$r$p$salt$hash, so the cost can rise later.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

const COST = { N: hashCostN(process.env.PASSWORD_HASH_COST_N), r: 8, p: 1 };

/**
 * N of new hashes: 16384 unless PASSWORD_HASH_COST_N says otherwise. Only the test runners lower it (every
 * sign-up hashes a password and three security answers, and the suites make hundreds of them); a stored hash
 * carries its own N, so verifying follows whatever cost made it. A value that is not a power of two from 1024
 * up is refused at start-up rather than silently weakening every new hash.
 */
export function hashCostN(value: string | undefined): number {
  if (value === undefined || value === '') return 16384;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1024 || (n & (n - 1)) !== 0) {
    throw new Error(`PASSWORD_HASH_COST_N must be a power of two from 1024 up, not "${value}"`);
  }
  return n;
}
const KEY_LENGTH = 32;

export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(secret, salt, KEY_LENGTH, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(secret, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(key, expected);
}

/** A hash that verifies nothing, used so that an unknown username costs the same time as a wrong password. */
export const DUMMY_HASH = `scrypt$${COST.N}$${COST.r}$${COST.p}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;

/** Security answers compare forgivingly: case and surrounding or repeated spaces do not count. */
export const normalizeSecurityAnswer = (answer: string) => answer.trim().toLowerCase().replace(/\s+/g, ' ');

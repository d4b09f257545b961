import { createHash, randomInt } from 'node:crypto';

export const newVerificationCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');
// The code is short-lived and tried at most 5 times, so a plain SHA-256 keeps it out of the table in clear.
export const hashCode = (code: string): string => createHash('sha256').update(code).digest('hex');

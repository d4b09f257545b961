/** Exponential backoff with jitter: 2 s, 4 s, 8 s ... up to a minute, each ±30 % so devices spread out. */
export function backoffDelay(failures: number, random = Math.random): number {
  const base = Math.min(60_000, 2_000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.7 + 0.6 * random()));
}

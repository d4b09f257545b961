// Which interview the readiness estimate is for: the learner's test version, or the 65/20 test when
// they say they qualify (age 65+ and a permanent resident for 20+ years). The account has no such
// field, so the answer is kept on this device (localStorage, per account).
import type { InterviewFormat } from '../../lib/spaced/readiness';

const keyOf = (userId: number) => `progress.qualifies6520.${userId}`;

export function readQualifies6520(userId: number): boolean {
  try {
    return localStorage.getItem(keyOf(userId)) === 'true';
  } catch {
    return false;
  }
}

export function writeQualifies6520(userId: number, qualifies: boolean): void {
  try {
    localStorage.setItem(keyOf(userId), String(qualifies));
  } catch {
    // Storage blocked: the choice lasts for this visit.
  }
}

export const standardFormat = (version: string): InterviewFormat => (version === '2008' ? '2008' : '2025');

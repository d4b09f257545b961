// "Today" for officials: the calendar day (UTC) the server answers as of. Read through Date, so a
// test moves it with vi.setSystemTime and exercises the real code path, never a test-only switch.
import { addDays, OFFICIALS_LOOKAHEAD_DAYS } from '@civics/sync-protocol';
import { badRequest } from '../../lib/http-error.js';

export const today = (): string => new Date().toISOString().slice(0, 10);

/**
 * The days the offline bundle must cover: the server's UTC day is not the device's (Honolulu is
 * still on yesterday's evening while UTC has turned; Guam is already on tomorrow), so the bundle
 * carries every row in force from yesterday to the look-ahead horizon and the DEVICE picks its day.
 */
export function bundleWindow(day = today()): { from: string; until: string } {
  return { from: addDays(day, -1), until: addDays(day, OFFICIALS_LOOKAHEAD_DAYS) };
}

/**
 * An effective date before today changes answers learners were already given (a typo of
 * 2020-12-07 replaced Hawaii's governor for everyone): it needs the admin's explicit confirmation.
 */
export function assertPastDateConfirmed(day: string | null | undefined, confirmed: boolean | undefined): void {
  if (!day || day >= today() || confirmed) return;
  throw badRequest(
    `${day} is in the past: answers learners were already given would change. Confirm the past date to save it.`,
    {
      validFrom: 'A past date needs confirmation',
    },
  );
}

/** The day six months before `day` (data last checked before it counts as stale). */
export function sixMonthsBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - 6);
  return date.toISOString().slice(0, 10);
}

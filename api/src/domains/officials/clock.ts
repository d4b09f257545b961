// "Today" for officials: the calendar day (UTC) the server answers as of. Read through Date, so a
// test moves it with vi.setSystemTime and exercises the real code path, never a test-only switch.
import { addDays, OFFICIALS_LOOKAHEAD_DAYS } from '@civics/sync-protocol';

export const today = (): string => new Date().toISOString().slice(0, 10);

/**
 * The days the offline bundle must cover: the server's UTC day is not the device's (Honolulu is
 * still on yesterday's evening while UTC has turned; Guam is already on tomorrow), so the bundle
 * carries every row in force from yesterday to the look-ahead horizon and the DEVICE picks its day.
 */
export function bundleWindow(day = today()): { from: string; until: string } {
  return { from: addDays(day, -1), until: addDays(day, OFFICIALS_LOOKAHEAD_DAYS) };
}

/** The day six months before `day` (data last checked before it counts as stale). */
export function sixMonthsBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - 6);
  return date.toISOString().slice(0, 10);
}

// "Today" for officials: the calendar day (UTC) the server answers as of. Read through Date, so a
// test moves it with vi.setSystemTime and exercises the real code path, never a test-only switch.
export const today = (): string => new Date().toISOString().slice(0, 10);

/** The day six months before `day` (data last checked before it counts as stale). */
export function sixMonthsBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - 6);
  return date.toISOString().slice(0, 10);
}

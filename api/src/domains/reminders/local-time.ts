// A learner's own clock: reminders go out at their local time, on their local days, and the day's
// goal counts the answers of their local day (issue 33). Pure functions of an instant and a zone.

/** True for an IANA time zone this runtime knows ("America/Los_Angeles", "Asia/Ho_Chi_Minh", "UTC"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export interface LocalMoment {
  /** The local date, YYYY-MM-DD. */
  day: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Minutes since local midnight. */
  minutes: number;
  /** The instant the local day began (UTC ISO); exact except on a day the clocks change. */
  dayStartIso: string;
  dayEndIso: string;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function localMoment(now: Date, timeZone: string): LocalMoment {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const [year, month, day, hour, minute] = [parts.year, parts.month, parts.day, parts.hour, parts.minute].map(
    Number,
  ) as [number, number, number, number, number];
  // The zone's offset at `now`: the local wall time read as if it were UTC, less the instant.
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  const offsetMs = wallAsUtc - Math.floor(now.getTime() / 60_000) * 60_000;
  const dayStart = Date.UTC(year, month - 1, day) - offsetMs;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    minutes: hour * 60 + minute,
    dayStartIso: new Date(dayStart).toISOString(),
    dayEndIso: new Date(dayStart + 24 * 60 * 60 * 1000).toISOString(),
  };
}

/** "07:30" → 450. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

import { describe, expect, it } from 'vitest';
import { isTimeZone, localMoment, minutesOf } from './local-time.js';

describe("a learner's local clock", () => {
  it('reads the local day, weekday and minutes in the zone, not UTC', () => {
    // 2026-11-27 (a Friday) 01:30 UTC is 08:30 on Friday in Ho Chi Minh City and 17:30 on Thursday in Los Angeles.
    const now = new Date('2026-11-27T01:30:00Z');
    expect(localMoment(now, 'Asia/Ho_Chi_Minh')).toMatchObject({ day: '2026-11-27', weekday: 5, minutes: 8 * 60 + 30 });
    expect(localMoment(now, 'America/Los_Angeles')).toMatchObject({
      day: '2026-11-26',
      weekday: 4,
      minutes: 17 * 60 + 30,
    });
  });

  it("gives the UTC bounds of the learner's day", () => {
    const seoul = localMoment(new Date('2026-11-27T20:00:00Z'), 'Asia/Seoul'); // 05:00 on the 28th in Seoul
    expect(seoul).toMatchObject({
      day: '2026-11-28',
      dayStartIso: '2026-11-27T15:00:00.000Z',
      dayEndIso: '2026-11-28T15:00:00.000Z',
    });
    const chicago = localMoment(new Date('2026-07-04T04:59:00Z'), 'America/Chicago'); // 23:59 on the 3rd, summer time
    expect(chicago).toMatchObject({
      day: '2026-07-03',
      minutes: 23 * 60 + 59,
      dayStartIso: '2026-07-03T05:00:00.000Z',
    });
  });

  it('knows IANA zones and refuses made-up ones', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    for (const bad of ['Mars/Olympus', 'GMT+25', '', 'America/New York']) expect(isTimeZone(bad), bad).toBe(false);
  });

  it('reads "HH:MM" as minutes', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('07:45')).toBe(465);
    expect(minutesOf('23:59')).toBe(1439);
  });
});

import { describe, expect, it } from 'vitest';
import { reminderCalendar } from './calendar-file';

const text = { title: 'Civics practice', description: "Time for today's questions", url: 'https://example.org/home' };

describe('the daily reminder as a calendar file', () => {
  it('repeats weekly on the chosen days at the chosen local time, from the next chosen day', async () => {
    // Friday 2026-11-27; Monday/Wednesday reminders start on Monday 2026-11-30.
    const ics = await reminderCalendar({ time: '07:45', days: [3, 1] }, text, new Date(2026, 10, 27, 12, 0));
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('BEGIN:VCALENDAR');
    expect(unfolded).toMatch(/DTSTART:20261130T074500\r\n/);
    expect(unfolded).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,WE');
    expect(unfolded).toContain('SUMMARY:Civics practice');
    expect(unfolded).toContain('BEGIN:VALARM');
  });

  it('starts today when today is a chosen day', async () => {
    const ics = await reminderCalendar(
      { time: '20:00', days: [0, 1, 2, 3, 4, 5, 6] },
      text,
      new Date(2026, 10, 27, 9, 0),
    );
    expect(ics.replace(/\r\n[ \t]/g, '')).toMatch(/DTSTART:20261127T200000\r\n/);
  });
});

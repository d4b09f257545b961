// Without push (refused, unsupported, an iPhone's browser tab): a daily reminder the learner's own
// calendar keeps, as an .ics file with one repeating event at the chosen local time (issue 33).
// `ics` writes the iCalendar text (RFC 5545); it loads only when the learner asks for the file.
import type { ReminderChoice } from './device-reminder';

const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

export interface CalendarText {
  title: string;
  description: string;
  url: string;
}

/** The .ics text: starts on the next chosen day, repeats weekly on the chosen days, 15 minutes long. */
export async function reminderCalendar(
  choice: ReminderChoice,
  text: CalendarText,
  today = new Date(),
): Promise<string> {
  const { createEvent } = await import('ics');
  const [hour, minute] = choice.time.split(':').map(Number) as [number, number];
  const start = new Date(today);
  while (!choice.days.includes(start.getDay())) start.setDate(start.getDate() + 1);
  const { error, value } = createEvent({
    title: text.title,
    description: text.description,
    url: text.url,
    // Floating local time: the reminder stays at 8:00 wherever the learner's phone is.
    start: [start.getFullYear(), start.getMonth() + 1, start.getDate(), hour, minute],
    startInputType: 'local',
    startOutputType: 'local',
    duration: { minutes: 15 },
    recurrenceRule: `FREQ=WEEKLY;BYDAY=${[...choice.days]
      .sort()
      .map((day) => BYDAY[day])
      .join(',')}`,
    alarms: [{ action: 'display', description: text.title, trigger: { minutes: 0, before: true } }],
    productId: 'civics-practice/reminders',
  });
  if (error || !value) throw error ?? new Error('calendar file not made');
  return value;
}

export function downloadCalendar(ics: string, fileName = 'civics-daily-reminder.ics'): void {
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

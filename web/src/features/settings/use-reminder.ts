// The reminders card's state (issue 33): the reminder saved for this device, and the card's actions
// with the one line of status they leave.
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../lib/request';
import { downloadCalendar, reminderCalendar } from '../../lib/reminders/calendar-file';
import {
  currentReminder,
  sendTestReminder,
  turnOffReminder,
  turnOnReminder,
  type ReminderChoice,
} from '../../lib/reminders/device-reminder';

export const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const DEFAULT_CHOICE: ReminderChoice = { time: '19:00', days: EVERY_DAY };

export type ReminderStatus = { kind: 'idle' } | { kind: 'busy' } | { kind: 'message'; text: string; error?: boolean };

/**
 * Whether a push reminder is on (null until the server has said, which needs a connection) and the
 * time and days chosen, starting from the saved ones.
 */
export function useSavedReminder(online: boolean) {
  const [on, setOn] = useState<boolean | null>(null);
  const [choice, setChoice] = useState<ReminderChoice>(DEFAULT_CHOICE);
  useEffect(() => {
    if (!online) return;
    let current = true;
    currentReminder().then(
      (saved) => {
        if (!current) return;
        setOn(saved !== null);
        if (saved) setChoice({ time: saved.time, days: saved.days });
      },
      () => current && setOn(false),
    );
    return () => {
      current = false;
    };
  }, [online]);
  return { on, setOn, choice, setChoice };
}

interface ReminderActionsInput {
  choice: ReminderChoice;
  setOn: Dispatch<SetStateAction<boolean | null>>;
  /** The browser refused notifications. */
  onDenied: () => void;
}

/** Turn on (or update), turn off, send a test, download the calendar file: one at a time. */
export function useReminderActions({ choice, setOn, onDenied }: ReminderActionsInput) {
  const { t } = useTranslation('reminders');
  const [status, setStatus] = useState<ReminderStatus>({ kind: 'idle' });

  const run = async (action: () => Promise<string | null>) => {
    setStatus({ kind: 'busy' });
    try {
      const text = await action();
      setStatus(text ? { kind: 'message', text } : { kind: 'idle' });
    } catch (error) {
      setStatus({ kind: 'message', text: serverMessage(error) ?? t('failed'), error: true });
    }
  };

  const turnOn = () =>
    run(async () => {
      if ((await turnOnReminder(choice)) === 'denied') {
        onDenied();
        return t('denied');
      }
      setOn(true);
      return t('saved', { time: choice.time });
    });
  const turnOff = () => run(async () => (await turnOffReminder(), setOn(false), t('off')));
  const test = () =>
    run(async () => {
      const outcome = await sendTestReminder();
      return outcome.sent > 0 ? t('testSent') : t('testFailed');
    });
  const calendar = () =>
    run(async () => {
      const ics = await reminderCalendar(choice, {
        title: t('calendar.title'),
        description: t('calendar.description'),
        url: `${location.origin}/home`,
      });
      downloadCalendar(ics);
      return t('calendar.downloaded');
    });

  return { status, busy: status.kind === 'busy', turnOn, turnOff, test, calendar };
}

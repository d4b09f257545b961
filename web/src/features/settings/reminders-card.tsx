// A daily reminder (issue 33): by Web Push where the browser can (permission asked only when the
// learner turns it on), else a repeating event for the learner's own calendar (.ics). On iPhone,
// push works only in the app added to the Home Screen: the card says so, with how.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../lib/request';
import { downloadCalendar, reminderCalendar } from '../../lib/reminders/calendar-file';
import {
  currentReminder,
  reminderSupport,
  sendTestReminder,
  turnOffReminder,
  turnOnReminder,
  type ReminderChoice,
} from '../../lib/reminders/device-reminder';
import { useOnline } from '../../lib/use-online';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { CheckboxField } from '../../ui/checkbox-field';
import { Notice } from '../../ui/notice';
import { TextField } from '../../ui/text-field';
import './reminders-card.css';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const DEFAULT_CHOICE: ReminderChoice = { time: '19:00', days: EVERY_DAY };

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'message'; text: string; error?: boolean };

function weekdayNames(language: string): string[] {
  // 2026-11-29 is a Sunday: the seven days from it, in the interface language.
  const format = new Intl.DateTimeFormat(language, { weekday: 'short' });
  return EVERY_DAY.map((day) => format.format(new Date(2026, 10, 29 + day)));
}

export function RemindersCard() {
  const { t, i18n } = useTranslation('reminders');
  const online = useOnline();
  const support = reminderSupport();
  const [on, setOn] = useState<boolean | null>(null);
  const [choice, setChoice] = useState<ReminderChoice>(DEFAULT_CHOICE);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [denied, setDenied] = useState(support === 'supported' && Notification.permission === 'denied');

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
        setDenied(true);
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

  const days = weekdayNames(i18n.language);
  const busy = status.kind === 'busy';
  const pushPossible = support === 'supported' && !denied;
  const toggleDay = (day: number) =>
    setChoice((was) => ({
      ...was,
      days: was.days.includes(day) ? was.days.filter((d) => d !== day) : [...was.days, day].sort(),
    }));

  return (
    <Card title={t('title')} className="reminders-card">
      <p>{t('intro')}</p>
      <div className="reminders-choice">
        <TextField
          label={t('time')}
          type="time"
          value={choice.time}
          required
          onChange={(event) => event.target.value && setChoice((was) => ({ ...was, time: event.target.value }))}
        />
        <fieldset className="reminders-days">
          <legend>{t('days')}</legend>
          {days.map((name, day) => (
            <CheckboxField key={day} label={name} checked={choice.days.includes(day)} onChange={() => toggleDay(day)} />
          ))}
        </fieldset>
      </div>
      {support === 'ios-needs-home-screen' && <Notice>{t('ios')}</Notice>}
      {denied && <Notice>{t('deniedHelp')}</Notice>}
      {!online && pushPossible && <Notice>{t('offline')}</Notice>}
      <div className="reminders-actions">
        {pushPossible && online && on !== null && (
          <>
            <Button onClick={turnOn} disabled={busy || choice.days.length === 0}>
              {on ? t('update') : t('turnOn')}
            </Button>
            {on && (
              <>
                <Button variant="secondary" onClick={test} disabled={busy}>
                  {t('test')}
                </Button>
                <Button variant="secondary" onClick={turnOff} disabled={busy}>
                  {t('turnOff')}
                </Button>
              </>
            )}
          </>
        )}
        {!pushPossible && (
          <Button variant="secondary" onClick={calendar} disabled={busy || choice.days.length === 0}>
            {t('calendar.button')}
          </Button>
        )}
      </div>
      {choice.days.length === 0 && <p className="field-error">{t('noDays')}</p>}
      <p role="status" className={status.kind === 'message' && status.error ? 'field-error' : 'reminders-status'}>
        {status.kind === 'message' ? status.text : ''}
      </p>
    </Card>
  );
}

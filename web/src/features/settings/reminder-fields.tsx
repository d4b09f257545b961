// The reminders card's parts: the time and days to be reminded, and its buttons.
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReminderChoice } from '../../lib/reminders/device-reminder';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { TextField } from '../../ui/text-field';
import { EVERY_DAY } from './use-reminder';

function weekdayNames(language: string): string[] {
  // 2026-11-29 is a Sunday: the seven days from it, in the interface language.
  const format = new Intl.DateTimeFormat(language, { weekday: 'short' });
  return EVERY_DAY.map((day) => format.format(new Date(2026, 10, 29 + day)));
}

interface ChoiceFieldsProps {
  choice: ReminderChoice;
  setChoice: Dispatch<SetStateAction<ReminderChoice>>;
}

export function ReminderChoiceFields({ choice, setChoice }: ChoiceFieldsProps) {
  const { t, i18n } = useTranslation('reminders');
  const days = weekdayNames(i18n.language);
  const toggleDay = (day: number) =>
    setChoice((was) => ({
      ...was,
      days: was.days.includes(day) ? was.days.filter((d) => d !== day) : [...was.days, day].sort(),
    }));
  return (
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
  );
}

/**
 * Which buttons the card offers: the push ones where push reminders can work (once online and the
 * saved state is known), else the calendar file; none while push waits for the network.
 */
export type ReminderOffer = 'push' | 'calendar' | 'none';

interface ReminderButtonsProps {
  offer: ReminderOffer;
  on: boolean | null;
  noDays: boolean;
  actions: Record<'turnOn' | 'turnOff' | 'test' | 'calendar', () => Promise<void>> & { busy: boolean };
}

export function ReminderButtons({ offer, on, noDays, actions }: ReminderButtonsProps) {
  const { t } = useTranslation('reminders');
  const { busy } = actions;
  return (
    <div className="reminders-actions">
      {offer === 'push' && (
        <>
          <Button onClick={actions.turnOn} disabled={busy || noDays}>
            {on ? t('update') : t('turnOn')}
          </Button>
          {on && (
            <>
              <Button variant="secondary" onClick={actions.test} disabled={busy}>
                {t('test')}
              </Button>
              <Button variant="secondary" onClick={actions.turnOff} disabled={busy}>
                {t('turnOff')}
              </Button>
            </>
          )}
        </>
      )}
      {offer === 'calendar' && (
        <Button variant="secondary" onClick={actions.calendar} disabled={busy || noDays}>
          {t('calendar.button')}
        </Button>
      )}
    </div>
  );
}

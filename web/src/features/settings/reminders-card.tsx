// A daily reminder (issue 33): by Web Push where the browser can (permission asked only when the
// learner turns it on), else a repeating event for the learner's own calendar (.ics). On iPhone,
// push works only in the app added to the Home Screen: the card says so, with how.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reminderSupport } from '../../lib/reminders/device-reminder';
import { useOnline } from '../../lib/use-online';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { ReminderButtons, ReminderChoiceFields, type ReminderOffer } from './reminder-fields';
import { useReminderActions, useSavedReminder } from './use-reminder';
import './reminders-card.css';

export function RemindersCard() {
  const { t } = useTranslation('reminders');
  const online = useOnline();
  const support = reminderSupport();
  const { on, setOn, choice, setChoice } = useSavedReminder(online);
  const [denied, setDenied] = useState(support === 'supported' && Notification.permission === 'denied');
  const actions = useReminderActions({ choice, setOn, onDenied: () => setDenied(true) });
  const { status } = actions;
  const pushPossible = support === 'supported' && !denied;
  const offer: ReminderOffer = !pushPossible ? 'calendar' : online && on !== null ? 'push' : 'none';
  const noDays = choice.days.length === 0;

  return (
    <Card title={t('title')} className="reminders-card">
      <p>{t('intro')}</p>
      <ReminderChoiceFields choice={choice} setChoice={setChoice} />
      {support === 'ios-needs-home-screen' && <Notice>{t('ios')}</Notice>}
      {denied && <Notice>{t('deniedHelp')}</Notice>}
      {!online && pushPossible && <Notice>{t('offline')}</Notice>}
      <ReminderButtons offer={offer} on={on} noDays={noDays} actions={actions} />
      {noDays && <p className="field-error">{t('noDays')}</p>}
      <p role="status" className={status.kind === 'message' && status.error ? 'field-error' : 'reminders-status'}>
        {status.kind === 'message' ? status.text : ''}
      </p>
    </Card>
  );
}

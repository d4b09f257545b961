// Issue 33: the interview date (optional), in Settings and in the welcome. Saved at once as a synced
// setting, so Home's daily goal counts down to it on every device of the account.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { readSettings } from '../../db/learner-records';
import { dayKey } from '../../lib/spaced/history';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { saveSettingNow } from './save-setting';

export function InterviewDateField({ userId }: { userId: number }) {
  const { t } = useTranslation('settings');
  const settings = useLiveQuery(() => readSettings(userId), [userId]);
  const value = settings?.studyModeSettings.interviewDate ?? '';

  const save = (interviewDate: string | null) =>
    saveSettingNow(userId, { studyModeSettings: { interviewDate } }, t('save.failed'));

  return (
    <div className="interview-date" id="interview-date">
      <TextField
        type="date"
        label={t('interviewDate.label')}
        hint={t('interviewDate.hint')}
        min={dayKey(new Date())}
        value={value}
        disabled={settings === undefined}
        onChange={(event) => void save(event.target.value || null)}
      />
      {value && (
        <Button variant="secondary" onClick={() => void save(null)}>
          {t('interviewDate.clear')}
        </Button>
      )}
    </div>
  );
}

/** Settings' card for the date; Home's "Add your interview date" (#interview-date) brings it into view. */
export function InterviewDateCard({ userId }: { userId: number }) {
  const { t } = useTranslation('settings');
  const { hash } = useLocation();
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (hash === '#interview-date') card.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <section className="card stack" aria-labelledby="settings-interview-title" ref={card}>
      <h2 id="settings-interview-title">{t('interviewDate.title')}</h2>
      <InterviewDateField userId={userId} />
    </section>
  );
}

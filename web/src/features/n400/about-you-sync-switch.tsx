// "Keep these answers on my account too" (issue 32): off unless the learner turns it on, with one
// sentence saying what each position means. The choice is queued like any other change, so it
// works offline and reaches the account (and the learner's other devices) at the next sync.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setAboutYouSyncing } from '../../db/n400';
import { CheckboxField } from '../../ui/checkbox-field';

export function AboutYouSyncSwitch({ userId, syncing }: { userId: number; syncing: boolean }) {
  const { t } = useTranslation('n400');
  const helpId = useId();
  const [saving, setSaving] = useState(false);
  const change = async (enabled: boolean) => {
    setSaving(true);
    try {
      await setAboutYouSyncing(userId, enabled);
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="n400-about-sync">
      <CheckboxField
        role="switch"
        label={t('aboutSyncLabel')}
        checked={syncing}
        disabled={saving}
        aria-describedby={helpId}
        onChange={(event) => void change(event.target.checked)}
      />
      <p id={helpId} className="field-hint n400-about-sync-help">
        {t('aboutSyncHelp')}
      </p>
    </div>
  );
}

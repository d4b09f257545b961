// The learner's own answers, saved in the device's N-400 database under their account (sent to the
// account only while the learner's switch is on), and "Forget my answers" to remove them all: from
// this device, and from the account when it keeps them.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetAboutYou, saveAboutYou } from '../../db/n400';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Notice } from '../../ui/notice';
import { TextField } from '../../ui/text-field';
import type { AboutField } from './about-you-panel';
import { useAboutYouEdits } from './use-about-you-edits';

interface Props {
  userId: number;
  fields: AboutField[];
  answers: Map<string, string>;
  /** The switch "Keep these answers on my account too": what saving and forgetting say follows it. */
  syncing: boolean;
}

export function AboutYouForm({ userId, fields, answers, syncing }: Props) {
  const { t } = useTranslation('n400');
  const { shown, edit, editAll } = useAboutYouEdits(answers);
  const [status, setStatus] = useState<'saved' | 'forgotten' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    await saveAboutYou(userId, Object.fromEntries(fields.map(({ field }) => [field, shown(field)])));
    setStatus('saved');
  };
  const forget = async () => {
    setConfirming(false);
    editAll(fields, '');
    await forgetAboutYou(userId);
    setStatus('forgotten');
  };
  return (
    <>
      <form className="form n400-about-form" onSubmit={(e) => void save(e)}>
        {fields.map(({ field, kind }) => (
          <TextField
            key={field}
            label={t(`field_${field}` as 'field_fullName')}
            value={shown(field)}
            lang="en"
            autoComplete="off"
            maxLength={200}
            hint={kind === 'date' ? t('dateHint') : undefined}
            onChange={(e) => {
              setStatus(null);
              edit(field, e.target.value);
            }}
          />
        ))}
        <Button type="submit">{t(syncing ? 'saveSynced' : 'save')}</Button>
      </form>
      {status && (
        <Notice tone="success">
          {status === 'saved'
            ? t(syncing ? 'aboutSavedSynced' : 'aboutSaved')
            : t(syncing ? 'forgottenSynced' : 'forgotten')}
        </Notice>
      )}
      {answers.size > 0 && (
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          {t('forget')}
        </Button>
      )}
      {confirming && (
        <ConfirmDialog
          title={t(syncing ? 'forgetConfirmSynced' : 'forgetConfirm')}
          confirmLabel={t('forget')}
          cancelLabel={t('cancel')}
          destructive
          onConfirm={() => void forget()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}

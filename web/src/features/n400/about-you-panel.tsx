// "About you": the learner writes their own answers (kept on this device only unless they turn on
// "Keep these answers on my account too", said plainly, with "Forget my answers"), then the officer
// asks for them in varied wording and what was said is compared with the learner's own answer.
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readAboutYou, readAboutYouSyncing, type StoredN400Bundle } from '../../db/n400';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { AboutYouForm } from './about-you-form';
import { AboutYouPractice } from './about-you-practice';
import { AboutYouSyncSwitch } from './about-you-sync-switch';

export interface AboutField {
  field: string;
  kind: string;
}

/** The fields the officer's questions ask about, in the order of the form. */
export function fieldsOf(bundle: StoredN400Bundle): AboutField[] {
  const seen = new Map<string, string>();
  for (const q of bundle.personal) if (q.field && !seen.has(q.field)) seen.set(q.field, q.answerKind);
  return [...seen].map(([field, kind]) => ({ field, kind }));
}

export function AboutYouPanel({ userId, bundle }: { userId: number; bundle: StoredN400Bundle }) {
  const { t } = useTranslation('n400');
  const stored = useLiveQuery(() => readAboutYou(userId).catch(() => []), [userId]);
  const syncing = useLiveQuery(() => readAboutYouSyncing(userId).catch(() => false), [userId]);
  const [practising, setPractising] = useState(false);
  if (stored === undefined || syncing === undefined) return null;
  const answers = new Map(stored.map((a) => [a.field, a.value]));
  return (
    <div className="stack">
      <p>{t('aboutIntro')}</p>
      <Notice>{syncing ? t('aboutPrivacySynced') : t('aboutPrivacy')}</Notice>
      <AboutYouSyncSwitch userId={userId} syncing={syncing} />
      {practising ? (
        <>
          <AboutYouPractice bundle={bundle} answers={answers} />
          <Button variant="ghost" onClick={() => setPractising(false)}>
            {t('editAnswers')}
          </Button>
        </>
      ) : (
        <>
          <AboutYouForm userId={userId} fields={fieldsOf(bundle)} answers={answers} syncing={syncing} />
          {answers.size > 0 ? (
            <Button onClick={() => setPractising(true)}>{t('practiseAbout')}</Button>
          ) : (
            <p>{t('aboutNone')}</p>
          )}
        </>
      )}
    </div>
  );
}

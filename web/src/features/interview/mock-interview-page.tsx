// The mock interview (/mock-interview, beyond the spec): the officer's rules for the learner's test
// version, or the 65/20 test, over the questions on the device, so it works offline.
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from 'dexie-react-hooks';
import { questionsInOrder, readBundleMeta } from '../../db/content';
import { isAdmin } from '../../lib/session/current-user';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { paths } from '../../routes';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { Spinner } from '../../ui/spinner';
import { formatsFor, interviewPool, RULES, type InterviewFormat } from './interview-rules';
import { InterviewSession } from './interview-session';
import './interview.css';

export function MockInterviewPage() {
  const { t } = useTranslation('interview');
  const { t: tCommon } = useTranslation('common');
  const user = useCurrentUserStore((s) => s.user);
  if (!user) return null;
  const level = isAdmin(user) ? 2 : user.approvalLevel;
  return (
    <main className="page stack interview-page" lang="en">
      <header>
        <ButtonLink to={paths.testResults} variant="ghost">
          <ArrowLeft size={20} aria-hidden="true" /> {t('back')}
        </ButtonLink>
        <h1>{t('title')}</h1>
      </header>
      {level < 2 ? (
        <Notice>
          {t('levelRequired')}{' '}
          {level === 1 && (
            <ButtonLink to={paths.checkout} reloadDocument variant="secondary">
              {tCommon('checkoutLink')}
            </ButtonLink>
          )}
        </Notice>
      ) : (
        <InterviewLoader userId={user.id} />
      )}
    </main>
  );
}

function InterviewLoader({ userId }: { userId: number }) {
  const { t } = useTranslation('interview');
  const data = useLiveQuery(async () => {
    try {
      const [questions, meta] = await Promise.all([questionsInOrder(), readBundleMeta()]);
      return { questions, meta };
    } catch {
      return null;
    }
  }, []);
  const [format, setFormat] = useState<InterviewFormat | null>(null);
  const [started, setStarted] = useState<{ format: InterviewFormat; run: number } | null>(null);

  if (data === undefined) return <Spinner label={t('loading')} />;
  if (data === null) return <Notice tone="error">{t('storageError')}</Notice>;
  if (!data.meta || data.meta.userId !== userId) return <Notice>{t('notDownloaded')}</Notice>;
  const formats = formatsFor(data.meta.version);
  const chosen = format ?? formats[0]!;

  if (started) {
    return (
      <InterviewSession
        key={started.run}
        userId={userId}
        format={started.format}
        bank={data.questions}
        onAgain={() => setStarted(null)}
      />
    );
  }
  const enough = interviewPool(data.questions, chosen).length >= RULES[chosen].passAt;
  return (
    <Card>
      <p>{t('intro')}</p>
      <fieldset className="interview-formats">
        <legend>{t('formatLabel')}</legend>
        {formats.map((f) => (
          <label key={f} className="interview-choice">
            <input type="radio" name="interview-format" value={f} checked={chosen === f} onChange={() => setFormat(f)} />
            <span>{t(`format.${f}`)}</span>
          </label>
        ))}
      </fieldset>
      {!enough && <Notice>{t('notEnough')}</Notice>}
      <Button disabled={!enough} onClick={() => setStarted({ format: chosen, run: Date.now() })}>
        {t('start')}
      </Button>
    </Card>
  );
}

/** The route table's name for a lazily loaded screen. */
export { MockInterviewPage as Screen };

// The mock interview (/mock-interview, beyond the spec): the officer's rules for the learner's test
// version, or the 65/20 test, over the questions on the device, so it works offline.
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { askableQuestions, readBundleMeta } from '../../db/content';
import { isAdmin } from '../../lib/session/current-user';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { cameFrom, paths } from '../../routes';
import { ButtonLink } from '../../ui/button-link';
import { Notice } from '../../ui/notice';
import { scorableQuestions } from '../../lib/scorable';
import { Spinner } from '../../ui/spinner';
import { formatsFor, interviewPool, RULES, type InterviewFormat } from './interview-rules';
import { InterviewChooser, useInterviewChoices } from './interview-chooser';
import { InterviewSession } from './interview-session';
import { PastInterviews } from './past-interviews';
import { WholeInterview } from './whole-interview';
import './interview.css';

export function MockInterviewPage() {
  const { t } = useTranslation('interview');
  const { t: tCommon } = useTranslation('common');
  const user = useCurrentUserStore((s) => s.user);
  // Back where the learner came from: Test Results when opened from them, Home otherwise (the Home
  // tile, a bookmark, a reload).
  const fromResults = cameFrom(useLocation().state) === paths.testResults;
  if (!user) return null;
  const level = isAdmin(user) ? 2 : user.approvalLevel;
  return (
    <main className="page stack interview-page">
      <header>
        <ButtonLink to={fromResults ? paths.testResults : paths.home} variant="ghost">
          <ArrowLeft size={20} aria-hidden="true" /> {fromResults ? t('back') : t('backToHome')}
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
      const [questions, meta] = await Promise.all([askableQuestions(), readBundleMeta()]);
      return { questions, meta };
    } catch {
      return null;
    }
  }, []);
  const choices = useInterviewChoices();
  const { mode, setMode, language, voiceLang } = choices;
  const [started, setStarted] = useState<{ format: InterviewFormat; run: number; whole: boolean } | null>(null);

  if (data === undefined) return <Spinner label={t('loading')} />;
  if (data === null) return <Notice tone="error">{t('storageError')}</Notice>;
  if (!data.meta || data.meta.userId !== userId) return <Notice>{t('notDownloaded')}</Notice>;
  const formats = formatsFor(data.meta.version);
  const chosen = choices.format ?? formats[0]!;

  if (started?.whole) {
    return (
      <WholeInterview
        key={started.run}
        userId={userId}
        language={language}
        format={started.format}
        bank={scorableQuestions(data.questions, data.meta)}
        mode={mode}
        onModeChange={setMode}
        onAgain={() => setStarted(null)}
      />
    );
  }
  if (started) {
    return (
      <InterviewSession
        key={started.run}
        userId={userId}
        format={started.format}
        bank={scorableQuestions(data.questions, data.meta)}
        onAgain={() => setStarted(null)}
        mode={mode}
        onModeChange={setMode}
        firstReading={
          started.format === '6520' && choices.readFirst && voiceLang ? { lang: voiceLang, language } : null
        }
      />
    );
  }
  const enough = interviewPool(scorableQuestions(data.questions, data.meta), chosen).length >= RULES[chosen].passAt;
  return (
    <>
      <InterviewChooser
        userId={userId}
        choices={choices}
        formats={formats}
        chosen={chosen}
        enough={enough}
        onStart={() => setStarted({ format: chosen, run: Date.now(), whole: choices.whole })}
      />
      <PastInterviews userId={userId} />
    </>
  );
}

/** The route table's name for a lazily loaded screen. */
export { MockInterviewPage as Screen };

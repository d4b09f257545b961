// The mock interview (/mock-interview, beyond the spec): the officer's rules for the learner's test
// version, or the 65/20 test, over the questions on the device, so it works offline.
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { askableQuestions, readBundleMeta } from '../../db/content';
import { useLanguageStore } from '../../lib/language-store';
import { isAdmin } from '../../lib/session/current-user';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { cameFrom, paths } from '../../routes';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { scorableQuestions } from '../../lib/scorable';
import { Spinner } from '../../ui/spinner';
import { formatsFor, interviewPool, RULES, type InterviewFormat } from './interview-rules';
import { speechEngine } from '../../speech/speech-engine';
import { VOICE_LANGS } from '../../speech/interview-voices';
import { InterviewSession, type AnswerMode } from './interview-session';
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
  const [format, setFormat] = useState<InterviewFormat | null>(null);
  const [started, setStarted] = useState<{ format: InterviewFormat; run: number; whole: boolean } | null>(null);
  // Issue 32: the whole interview (oath, N-400, civics, reading, writing) or the civics test alone.
  const [whole, setWhole] = useState(false);
  // The way of answering stays as chosen from one interview to the next.
  const [mode, setMode] = useState<AnswerMode>('speak');
  const [readFirst, setReadFirst] = useState(false);
  const language = useLanguageStore((s) => s.language);
  const voiceLang = VOICE_LANGS[language];
  // A 65/20 learner may hear each question in their language first, where the device has that voice.
  const canReadFirst = !!voiceLang && speechEngine().hasVoice?.(voiceLang) !== false;

  if (data === undefined) return <Spinner label={t('loading')} />;
  if (data === null) return <Notice tone="error">{t('storageError')}</Notice>;
  if (!data.meta || data.meta.userId !== userId) return <Notice>{t('notDownloaded')}</Notice>;
  const formats = formatsFor(data.meta.version);
  const chosen = format ?? formats[0]!;

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
        firstReading={started.format === '6520' && readFirst && voiceLang ? { lang: voiceLang, language } : null}
      />
    );
  }
  const enough = interviewPool(scorableQuestions(data.questions, data.meta), chosen).length >= RULES[chosen].passAt;
  return (
    <>
      <Card>
        <p>{t('intro')}</p>
        <fieldset className="interview-formats">
          <legend>{t('formatLabel')}</legend>
          {formats.map((f) => (
            <label key={f} className="interview-choice">
              <input
                type="radio"
                name="interview-format"
                value={f}
                checked={chosen === f}
                onChange={() => setFormat(f)}
              />
              <span>{t(`format.${f}`)}</span>
            </label>
          ))}
        </fieldset>
        {chosen === '6520' && (
          <>
            <Notice>{t('rule6520')}</Notice>
            {canReadFirst && (
              <label className="interview-choice">
                <input type="checkbox" checked={readFirst} onChange={(e) => setReadFirst(e.target.checked)} />
                <span>{t('readFirstInMyLanguage')}</span>
              </label>
            )}
          </>
        )}
        <label className="interview-choice">
          <input type="checkbox" checked={whole} onChange={(e) => setWhole(e.target.checked)} />
          <span>{t('whole.choice')}</span>
        </label>
        {!enough && <Notice>{t('notEnough')}</Notice>}
        <Button disabled={!enough} onClick={() => setStarted({ format: chosen, run: Date.now(), whole })}>
          {t('start')}
        </Button>
      </Card>
      <PastInterviews userId={userId} />
    </>
  );
}

/** The route table's name for a lazily loaded screen. */
export { MockInterviewPage as Screen };

// The simple listening practice: one big Start/Stop button and the current question, for use
// without looking (the phone in a pocket or on the table).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLanguageStore } from '../../lib/language-store';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { QuestionCard } from '../../ui/question-card';
import { VoiceNotice } from '../../ui/voice-notice';
import { WakeLockIndicator } from '../../ui/wake-lock-indicator';
import { settingsFromQuery } from './listening-settings';
import { useListeningPractice } from './use-listening-practice';
import '../../ui/practice.css';
import '../../ui/answer-feedback.css';
import { BackToListeningLink, PageHeader } from '../../ui/page-header';

export function Screen() {
  const { t } = useTranslation(['listening', 'practice', 'screens']);
  const [params] = useSearchParams();
  const settings = useMemo(() => settingsFromQuery(params), [params]);
  const practice = useListeningPractice(settings);
  const question = practice.questions?.[practice.position?.index ?? 0];
  const language = useLanguageStore((s) => s.language);

  return (
    <main className="page stack">
      <PageHeader title={t('screens:listeningPracticeSimple')} back={<BackToListeningLink />} />
      <VoiceNotice />
      <WakeLockIndicator state={practice.wakeLock} />
      {practice.ended && <Notice tone="error">{t(`errors.${practice.ended}`)}</Notice>}
      <Button
        block
        className="practice-big-button"
        variant={practice.running ? 'destructive' : 'primary'}
        onClick={practice.running ? practice.stop : practice.start}
      >
        {practice.running ? t('practice.stop') : t('practice.start')}
      </Button>
      {question ? (
        // The same card as every practice screen, announced as each question comes up.
        <div aria-live="polite">
          <QuestionCard
            text={`${question.officialNumber}. ${question.questionText}`}
            textLang="en"
            translation={question.translation && { text: question.translation.questionText, lang: language }}
            highlighted={practice.position?.phase === 'question'}
          />
        </div>
      ) : (
        <p className="practice-phase">{t('practice.simpleHint')}</p>
      )}
    </main>
  );
}

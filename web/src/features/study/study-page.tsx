// The Study screen (/study): gates first (approval, translation language, questions on the
// device), then a session over the learner's batch. Everything comes from the device: it works
// offline once the content bundle has been stored.
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_STATE,
  DEFAULT_STUDY_SETTINGS,
  DEFAULT_SYSTEM_SETTINGS,
  RESIDENCE_CODES,
} from '@civics/sync-protocol/constants';
import { BUNDLE_TIMEOUT_MS, bundleLanguage } from '../../db/content';
import { useLanguageStore } from '../../lib/language-store';
import { categoryFiltersForVisit } from '../../lib/browser-storage';
import { useTimedOut } from '../../lib/use-timed-out';
import { isAdmin, type CurrentUser } from '../../lib/session/current-user';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { paths } from '../../routes';
import { requestSync } from '../../sync/use-sync-engine';
import { useSyncStatus } from '../../sync/sync-status';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { Spinner } from '../../ui/spinner';
import { EmptyCategoryNotice } from './empty-category-notice';
import { appliedFilters, studyBank } from './study-bank';
import { StudySession } from './study-session';
import { useStudyData } from './use-study-data';
import './study.css';

// Shown only to a learner still waiting for approval, or when storage or the download failed: not start-up code.
const ApprovalNotice = lazy(async () => ({ default: (await import('../../ui/approval-notice')).ApprovalNotice }));
const ContentLoadError = lazy(async () => ({
  default: (await import('../../ui/content-load-error')).ContentLoadError,
}));
const StartError = lazy(async () => ({ default: (await import('../../ui/start-error')).StartError }));

const needsLanguage = (language: string) => language === 'none' || language === 'en';
const isStateCode = (code: string | null | undefined): code is string => !!code && RESIDENCE_CODES.includes(code);

export function StudyPage() {
  const { t } = useTranslation('study');
  const user = useCurrentUserStore((s) => s.user);
  const language = useLanguageStore((s) => s.language);
  if (!user) return null; // The guard renders this page only with a user.
  const level = isAdmin(user) ? 2 : user.approvalLevel;
  return (
    <main className="page study-page question-page">
      {/* The title shows again (spec part 1 §2, issue 31), small, so the question keeps the screen. */}
      <h1 className="study-title">{t('title')}</h1>
      {level < 1 ? (
        <Suspense fallback={<Spinner />}>
          <ApprovalNotice />
        </Suspense>
      ) : needsLanguage(language) ? (
        <Card title={t('languageRequired.title')} className="study-language-required">
          <p>{t('languageRequired.text')}</p>
          <ButtonLink to={paths.settings}>{t('languageRequired.button')}</ButtonLink>
        </Card>
      ) : (
        <StudyLoader user={user} level={level} language={language} />
      )}
    </main>
  );
}

function StudyLoader({ user, level, language }: { user: CurrentUser; level: number; language: string }) {
  const { t } = useTranslation('study');
  const data = useStudyData(user.id);
  const online = useSyncStatus((s) => s.online);
  const contentFailed = useSyncStatus((s) => s.content === 'failed');
  const noBundle = data !== undefined && data !== null && (!data.meta || data.meta.userId !== user.id);
  // The spinner waits at most the download's own time-out (spec part 1 §9: 30 s).
  const timedOut = useTimedOut(BUNDLE_TIMEOUT_MS, noBundle);
  const localAutoBilingual = useLanguageStore((s) => s.autoBilingual);
  const { search } = useLocation();
  const storedLanguage = data?.meta?.language;

  // The language changed on this device since the bundle was stored: fetch the new translations.
  useEffect(() => {
    if (online && storedLanguage !== undefined && storedLanguage !== bundleLanguage(language)) void requestSync(true);
  }, [online, storedLanguage, language]);

  if (data === undefined) return <Spinner label={t('loading')} />;
  if (data === null)
    return (
      <Suspense fallback={<Spinner />}>
        <StartError title={t('startError')} text={t('storageError')} />
      </Suspense>
    );
  const { meta, questions, settings } = data;
  if (!meta || meta.userId !== user.id) {
    if (online && (contentFailed || timedOut))
      return (
        <Suspense fallback={<Spinner />}>
          <ContentLoadError onRetry={() => void requestSync(true)} />
        </Suspense>
      );
    if (online) return <Spinner label={t('loading')} />;
    return (
      <Card title={t('notDownloaded.title')}>
        <p>{t('notDownloaded.text')}</p>
      </Card>
    );
  }

  const study = settings?.studyModeSettings ?? DEFAULT_STUDY_SETTINGS;
  // The category chosen on Settings in this visit (session key selectedCategory), else the saved one.
  const categoryFilters = categoryFiltersForVisit(study.categoryFilters, (id) =>
    questions.some((q) => q.categoryId === id),
  );
  const bank = studyBank(questions, { approvalLevel: level, categoryFilters });
  const homeState = isStateCode(user.state) ? user.state : isStateCode(meta.state) ? meta.state : DEFAULT_STATE;
  return (
    <>
      {level === 1 && <Notice>{t('level1')}</Notice>}
      {bank.length === 0 ? (
        <EmptyCategoryNotice title={t('startError')} categoryIds={appliedFilters(level, categoryFilters)} />
      ) : (
        <StudySession
          // A new start from Settings (?reset=...) is a new session.
          key={search}
          userId={user.id}
          bank={bank}
          perSession={study.questionsCount || DEFAULT_STUDY_SETTINGS.questionsCount}
          savedIndex={study.currentBatchIndex}
          timePerQuestion={
            meta.studyModeConfig?.timePerQuestion ?? DEFAULT_SYSTEM_SETTINGS.studyModeConfig.timePerQuestion
          }
          timeLimitMinutes={study.timeLimit || DEFAULT_STUDY_SETTINGS.timeLimit}
          language={language}
          autoBilingual={settings ? study.autoBilingual : localAutoBilingual}
          categoryFilters={appliedFilters(level, categoryFilters)}
          homeState={homeState}
        />
      )}
    </>
  );
}

/** The route table's name for a lazily loaded screen. */
export { StudyPage as Screen };

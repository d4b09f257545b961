import { Navigate } from 'react-router-dom';
import { BookOpen, CalendarCheck, ChartNoAxesColumnIncreasing, ClipboardCheck, Headphones, MessagesSquare, PencilLine, ScanText, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '../../lib/session/current-user';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { useHasFixedTest } from '../../lib/use-has-fixed-test';
import { paths } from '../../routes';
import { ApprovalNotice } from '../../ui/approval-notice';
import { HomeCard } from './home-card';
import './home.css';

/** Test mode needs approval level 2 (spec part 1 §6). */
const TEST_MODE_LEVEL = 2;

export function HomePage() {
  const { t } = useTranslation('home');
  const user = useCurrentUserStore((s) => s.user);
  // Level 1 with an admin's fixed test assigned may take that test; the random test stays level 2.
  const hasFixedTest = useHasFixedTest(user?.id);
  if (!user) return null; // The guard renders this page only with a user.
  const fixedTestOnly = user.approvalLevel < TEST_MODE_LEVEL && hasFixedTest === true;
  if (isAdmin(user)) return <Navigate to={paths.admin} replace />;

  return (
    <main className="page">
      <h1>{user.fullName ? t('greeting', { name: user.fullName }) : t('title')}</h1>
      {user.approvalLevel < 1 ? (
        <ApprovalNotice />
      ) : (
        <div className="home-grid">
          <HomeCard to={paths.study} title={t('study.title')} text={t('study.text')} icon={<BookOpen size={26} aria-hidden="true" />} />
          <HomeCard
            to={paths.test}
            title={t('test.title')}
            text={fixedTestOnly ? t('test.fixedText') : t('test.text')}
            icon={<ClipboardCheck size={26} aria-hidden="true" />}
            lockedLabel={user.approvalLevel < TEST_MODE_LEVEL && !fixedTestOnly ? t('test.locked') : undefined}
          />
          <HomeCard to={paths.settings} title={t('settings.title')} text={t('settings.text')} icon={<Settings size={26} aria-hidden="true" />} />
        </div>
      )}
      {user.approvalLevel >= 1 && (
        // Beyond the spec's three cards: the other practice screens, one tap from Home.
        <section className="home-more" aria-labelledby="home-more-title">
          <h2 id="home-more-title">{t('more.title')}</h2>
          <div className="home-more-grid">
            <HomeCard compact to={paths.listeningPracticeSettings} title={t('more.listening.title')} text={t('more.listening.text')} icon={<Headphones size={24} aria-hidden="true" />} />
            <HomeCard compact to={paths.visualReadingPractice} title={t('more.reading.title')} text={t('more.reading.text')} icon={<ScanText size={24} aria-hidden="true" />} />
            <HomeCard compact to={paths.englishPractice} title={t('more.english.title')} text={t('more.english.text')} icon={<PencilLine size={24} aria-hidden="true" />} />
            <HomeCard compact to={paths.mockInterview} title={t('more.interview.title')} text={t('more.interview.text')} icon={<MessagesSquare size={24} aria-hidden="true" />} />
            <HomeCard compact to={paths.review} title={t('more.review.title')} text={t('more.review.text')} icon={<CalendarCheck size={24} aria-hidden="true" />} />
            <HomeCard compact to={paths.progress} title={t('more.progress.title')} text={t('more.progress.text')} icon={<ChartNoAxesColumnIncreasing size={24} aria-hidden="true" />} />
          </div>
        </section>
      )}
    </main>
  );
}

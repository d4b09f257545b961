// Home (issue 22): one primary action first ("Continue: questions 21–25" or "Review 7 questions due
// today"), then today's goal and streak, interview readiness, then every other mode. The tab bar
// (app layout) holds Study, Review, Progress and Settings one tap away.
import { Navigate } from 'react-router-dom';
import {
  BookOpen,
  CalendarCheck,
  ChartNoAxesColumnIncreasing,
  ClipboardCheck,
  FileText,
  Headphones,
  MessagesSquare,
  PencilLine,
  ScanText,
  Settings,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '../../lib/session/current-user';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { useMarkBackHub } from '../../lib/back-hub';
import { useHasFixedTest } from '../../lib/use-has-fixed-test';
import { paths } from '../../routes';
import { ApprovalNotice } from '../../ui/approval-notice';
import { Notice } from '../../ui/notice';
import { HomeCard } from './home-card';
import { HomeNextAction, HomeSkeleton, HomeToday } from './home-today';
import { useHomeSummary } from './use-home-summary';
import { useRecordTodayGoal } from './use-record-today-goal';
import './home.css';

/** Test mode needs approval level 2 (spec part 1 §6). */
const TEST_MODE_LEVEL = 2;

/** The tiles after Study and Test, all open at level 1; each key names its `more.<key>` texts. */
const MORE_MODES = [
  { key: 'review', to: paths.review, Icon: CalendarCheck },
  { key: 'progress', to: paths.progress, Icon: ChartNoAxesColumnIncreasing },
  { key: 'interview', to: paths.mockInterview, Icon: MessagesSquare },
  { key: 'n400', to: paths.n400, Icon: FileText },
  { key: 'listening', to: paths.listeningPracticeSettings, Icon: Headphones },
  { key: 'reading', to: paths.visualReadingPractice, Icon: ScanText },
  { key: 'english', to: paths.englishPractice, Icon: PencilLine },
  // Spec part 1 §2: Home leads to Settings (also one tap away in the tab bar).
  { key: 'settings', to: paths.settings, Icon: Settings },
] as const;

export function HomePage() {
  const { t } = useTranslation('home');
  const user = useCurrentUserStore((s) => s.user);
  if (!user) return null; // The guard renders this page only with a user.
  if (isAdmin(user)) return <Navigate to={paths.admin} replace />;

  return (
    <main className="page home-page">
      <h1>{user.fullName ? t('greeting', { name: user.fullName }) : t('title')}</h1>
      {user.approvalLevel < 1 ? <ApprovalNotice /> : <HomeBody userId={user.id} approvalLevel={user.approvalLevel} />}
    </main>
  );
}

function HomeBody({ userId, approvalLevel }: { userId: number; approvalLevel: number }) {
  const { t } = useTranslation('home');
  useMarkBackHub('home');
  const summary = useHomeSummary(userId, approvalLevel);
  useRecordTodayGoal(userId, summary);
  // Level 1 with an admin's fixed test assigned may take that test; the random test stays level 2.
  const hasFixedTest = useHasFixedTest(userId);
  const testLocked = approvalLevel < TEST_MODE_LEVEL && hasFixedTest !== true;
  const testTile = testLocked
    ? // The level-1 path is one story: the tile says what level 2 gives and leads to /checkout.
      { to: paths.checkout, text: t('test.lockedText'), badge: t('test.locked') }
    : { to: paths.test, text: approvalLevel < TEST_MODE_LEVEL ? t('test.fixedText') : t('test.text') };
  return (
    <>
      {summary === undefined ? (
        <HomeSkeleton />
      ) : summary === null ? (
        <Notice tone="error">{t('storageError')}</Notice>
      ) : (
        <>
          <HomeNextAction action={summary.action} />
          <HomeToday summary={summary} />
        </>
      )}
      <section className="home-more" aria-labelledby="home-more-title">
        <h2 id="home-more-title">{t('more.title')}</h2>
        <div className="home-more-grid">
          <HomeCard
            compact
            to={paths.study}
            title={t('study.title')}
            text={t('study.text')}
            icon={<BookOpen size={24} aria-hidden="true" />}
          />
          <HomeCard
            compact
            title={t('test.title')}
            icon={<ClipboardCheck size={24} aria-hidden="true" />}
            {...testTile}
          />
          {MORE_MODES.map(({ key, to, Icon }) => (
            <HomeCard
              key={key}
              compact
              to={to}
              title={t(`more.${key}.title`)}
              text={t(`more.${key}.text`)}
              icon={<Icon size={24} aria-hidden="true" />}
            />
          ))}
        </div>
      </section>
    </>
  );
}

import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '../../lib/session/current-user';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { paths } from '../../routes';
import { ApprovalNotice } from '../../ui/approval-notice';
import { HomeCard } from './home-card';

/** Test mode needs approval level 2 (spec part 1 §6). */
const TEST_MODE_LEVEL = 2;

export function HomePage() {
  const { t } = useTranslation('home');
  const user = useCurrentUserStore((s) => s.user);
  if (!user) return null; // The guard renders this page only with a user.
  if (isAdmin(user)) return <Navigate to={paths.admin} replace />;

  return (
    <main className="page">
      <h1>{user.fullName ? t('greeting', { name: user.fullName }) : t('title')}</h1>
      {user.approvalLevel < 1 ? (
        <ApprovalNotice />
      ) : (
        <div className="home-grid">
          <HomeCard to={paths.study} title={t('study.title')} text={t('study.text')} />
          <HomeCard
            to={paths.test}
            title={t('test.title')}
            text={t('test.text')}
            lockedLabel={user.approvalLevel < TEST_MODE_LEVEL ? t('test.locked') : undefined}
          />
          <HomeCard to={paths.settings} title={t('settings.title')} text={t('settings.text')} />
        </div>
      )}
    </main>
  );
}

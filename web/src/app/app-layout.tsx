import { Link, NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '../lib/session/current-user';
import { useCurrentUserStore } from '../lib/session/current-user-store';
import { useLogout } from '../lib/session/use-logout';
import { paths } from '../routes';
import { Button } from '../ui/button';
import { ContentAgeNotice } from '../ui/content-age-notice';
import { SyncIndicator } from '../ui/sync-indicator';
import { useLeaveGuardStore } from '../ui/leave-guard-store';
import { useInstallPrompt } from '../lib/use-install-prompt';
import './app-shell.css';

/** Top bar of every signed-in screen. Rendered inside the guard, so a user is always present. */
export function AppLayout() {
  const { t } = useTranslation();
  const user = useCurrentUserStore((s) => s.user);
  const logout = useLogout();
  const install = useInstallPrompt();
  // A screen holding the leave guard (a running test) has its own header with Home and Logout that
  // ask before leaving; the top bar steps aside so there is one Logout and no unguarded way out.
  const ownHeader = useLeaveGuardStore((s) => s.reason !== null);
  return (
    <div className="app-shell">
      {!ownHeader && (
        <header className="top-bar">
          {/* The short name fits one line on a phone. */}
          <Link to={paths.home} className="top-bar-brand">
            {t('appShortName')}
          </Link>
          <nav aria-label={t('nav.label')} className="top-bar-nav">
            {user && isAdmin(user) && (
              <NavLink to={paths.admin} className="top-bar-tab">
                {t('nav.admin')}
              </NavLink>
            )}
            {install && (
              <Button variant="secondary" onClick={() => void install()}>
                {t('pwa.install')}
              </Button>
            )}
            <Button variant="secondary" onClick={() => void logout()}>
              {t('nav.logout')}
            </Button>
          </nav>
        </header>
      )}
      {user && <SyncIndicator userId={user.id} />}
      {user && <ContentAgeNotice />}
      <Outlet />
    </div>
  );
}

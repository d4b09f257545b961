import { Link, NavLink, Outlet } from 'react-router-dom';
import { LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../i18n/load-namespaces';
import { isAdmin } from '../lib/session/current-user';
import { useCurrentUserStore } from '../lib/session/current-user-store';
import { paths } from '../routes';
import { Button } from '../ui/button';
import { ContentAgeNotice } from '../ui/content-age-notice';
import { SyncIndicator } from '../ui/sync-indicator';
import { useLeaveGuardStore } from '../ui/leave-guard-store';
import { useGuardedLogout } from '../ui/use-guarded-logout';
import { useInstallPrompt } from '../lib/use-install-prompt';
import { TabBar } from './tab-bar';
import './app-shell.css';

/** The app icon's star and stripes (public/icons/icon.svg) in the top bar's text colour, red stripe kept. */
function BrandMark() {
  return (
    <svg className="top-bar-brand-mark" viewBox="136 96 240 320" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M256 96l23 70h74l-60 43 23 70-60-43-60 43 23-70-60-43h74z" />
      <rect fill="currentColor" x="136" y="318" width="240" height="22" rx="6" />
      <rect fill="#e2474b" x="136" y="356" width="240" height="22" rx="6" />
      <rect fill="currentColor" x="136" y="394" width="240" height="22" rx="6" />
    </svg>
  );
}

/** Top bar and tab bar of every signed-in screen. Rendered inside the guard, so a user is always present. */
export function AppLayout() {
  const { t } = useTranslation();
  const user = useCurrentUserStore((s) => s.user);
  const { signOut, dialog: signOutDialog } = useGuardedLogout();
  const install = useInstallPrompt();
  // A screen holding the leave guard (a running test) has its own header with Home and Logout that
  // ask before leaving; the top bar and the tab bar step aside so there is no unguarded way out.
  const ownHeader = useLeaveGuardStore((s) => s.reason !== null);
  const learner = user !== null && !isAdmin(user);
  // Server messages in the learner's language (lib/error-text.ts): after the first paint, off the start-up path.
  useEffect(() => void loadNamespaces('errors'), []);
  return (
    <div className={['app-shell', !ownHeader && learner ? 'app-shell-tabs' : ''].filter(Boolean).join(' ')}>
      {!ownHeader && (
        // Toasts show just below this bar (ui/toaster.tsx), never over its controls.
        <header className="top-bar" data-toasts-below>
          {/* The mark and the short name; where the name would be cut to a few letters only the mark
              shows (app-shell.css), and the name stays the link's accessible name. */}
          <Link to={paths.home} className="top-bar-brand">
            <BrandMark />
            <span className="top-bar-brand-name">{t('appShortName')}</span>
          </Link>
          {/* The sync pill sits in the header, so it never covers the screen's content. */}
          {user && <SyncIndicator userId={user.id} />}
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
            {/* Icon only, so the header never wraps; the name is there for screen readers and as a tooltip. */}
            <Button
              variant="secondary"
              className="top-bar-icon-button"
              aria-label={t('nav.logout')}
              title={t('nav.logout')}
              onClick={() => void signOut()}
            >
              <LogOut size={20} aria-hidden="true" />
            </Button>
          </nav>
        </header>
      )}
      {user && <ContentAgeNotice />}
      {!ownHeader && learner && <TabBar />}
      <Outlet />
      {signOutDialog}
    </div>
  );
}

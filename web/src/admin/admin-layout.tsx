import { useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { Menu, X } from 'lucide-react';
import { ScreenErrorBoundary } from './ui/screen-error-boundary';
import { adminNavItems } from './nav-items';

/**
 * The admin frame: a navigation of every admin area beside the current screen, which is the page's
 * <main> landmark. Below ~700 px the sixteen links fold behind one "Menu" button naming the current
 * screen, so a phone opens on the work itself rather than on a wall of links.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  // The compact menu is open on the screen where it was opened: choosing a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const current =
    adminNavItems.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`)) ?? adminNavItems[0]!;
  return (
    <div className="admin-shell">
      <nav aria-label="Admin" className="admin-nav" data-open={menuOpen ? 'true' : undefined}>
        <button
          type="button"
          className="button button-secondary admin-menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="admin-nav-list"
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        >
          {menuOpen ? <X aria-hidden="true" size={20} /> : <Menu aria-hidden="true" size={20} />}
          <span>
            Menu<span className="admin-menu-current">: {current.label}</span>
          </span>
        </button>
        <ul id="admin-nav-list">
          {adminNavItems.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className="admin-nav-link">
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="admin-main" id="main">
        <ScreenErrorBoundary resetKey={pathname}>
          <Outlet />
        </ScreenErrorBoundary>
      </main>
    </div>
  );
}

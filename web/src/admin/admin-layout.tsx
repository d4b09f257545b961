import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { ScreenErrorBoundary } from './ui/screen-error-boundary';
import { adminNavItems } from './nav-items';

/** The admin frame: a navigation of every admin area beside the current screen. */
export function AdminLayout() {
  const { pathname } = useLocation();
  return (
    <div className="admin-shell">
      <nav aria-label="Admin" className="admin-nav">
        <ul>
          {adminNavItems.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className="admin-nav-link">
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-main">
        <ScreenErrorBoundary resetKey={pathname}>
          <Outlet />
        </ScreenErrorBoundary>
      </div>
    </div>
  );
}

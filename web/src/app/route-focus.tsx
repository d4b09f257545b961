import { Outlet } from 'react-router-dom';
import { useRouteTitle } from './use-route-title';
import { useScrollRestoration } from './use-scroll-restoration';

/** The root of every route: the document title, the focus and the scroll follow the screen. */
export function RouteFocus() {
  useRouteTitle();
  useScrollRestoration();
  return <Outlet />;
}

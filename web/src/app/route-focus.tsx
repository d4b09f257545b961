import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useRouteTitle } from './use-route-title';

/** The root of every route: the document title and the focus follow the screen. */
export function RouteFocus() {
  useRouteTitle();
  return (
    <>
      <Outlet />
      {/* Each new screen starts at the top (issue 13: study results opened 570 px down); Back
          returns to where the learner was. */}
      <ScrollRestoration />
    </>
  );
}

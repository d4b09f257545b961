import { Outlet } from 'react-router-dom';
import { useBackToStart } from '../lib/use-back-to-start';

/** The public information pages: Escape or a swipe from the left edge goes back to the start. */
export function PublicLayout() {
  useBackToStart();
  return <Outlet />;
}

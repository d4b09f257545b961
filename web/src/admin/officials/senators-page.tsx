// /admin/senators (lazy admin screen).
import { OfficialsPage } from './officials-page';

export function Screen() {
  return <OfficialsPage kind="senators" />;
}

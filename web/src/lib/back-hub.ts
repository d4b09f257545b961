// Where a back link goes (issue 31): to the screen the learner started from, Home or Settings, and
// it says which ("Back to Home"). Home and Settings mark themselves when shown; the mark lives in
// this tab's session storage, so a reload of a results screen still knows the way back.
import { useEffect } from 'react';
import { paths } from '../routes';

export type BackHub = 'home' | 'settings';

const KEY = 'backHub';

export function readBackHub(): BackHub {
  try {
    return sessionStorage.getItem(KEY) === 'settings' ? 'settings' : 'home';
  } catch {
    return 'home';
  }
}

/** Called by Home and Settings: the screens the practice screens lead back to. */
export function useMarkBackHub(hub: BackHub): void {
  useEffect(() => {
    try {
      sessionStorage.setItem(KEY, hub);
    } catch {
      // Storage blocked: back links go Home, the default.
    }
  }, [hub]);
}

export const backHubPath = (hub: BackHub) => (hub === 'settings' ? paths.settings : paths.home);

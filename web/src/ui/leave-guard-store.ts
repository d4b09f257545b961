// A screen with unsaved work in progress (a running test) registers here, so controls outside it
// (the top bar's Logout) ask before throwing that work away. In-app navigation (links, Back) is
// held by the screen itself with useNavigationGuard (lib/navigation-guard.ts), which reads the same flag.
import { create } from 'zustand';

interface LeaveGuardState {
  /** Why leaving needs a confirmation; null when nothing would be lost. */
  reason: string | null;
  hold: (reason: string) => void;
  release: () => void;
}

export const useLeaveGuardStore = create<LeaveGuardState>((set) => ({
  reason: null,
  hold: (reason) => set({ reason }),
  release: () => set({ reason: null }),
}));

export const isLeaveGuarded = () => useLeaveGuardStore.getState().reason !== null;

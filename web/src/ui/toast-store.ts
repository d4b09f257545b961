// One toast at a time (spec part 1 §9): a new one replaces the old, so messages never pile up
// over the small screen.
import { create } from 'zustand';

export const DEFAULT_TOAST_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

/** A button in the toast that leads somewhere (e.g. the sign-in screen after a session ended). */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
  action?: ToastAction;
}

export interface ActiveToast extends Required<Omit<ToastOptions, 'description' | 'action'>> {
  id: number;
  description?: string;
  action?: ToastAction;
}

interface ToastState {
  toast: ActiveToast | null;
  show: (options: ToastOptions) => void;
  dismiss: () => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toast: null,
  show: ({ title, description, variant = 'default', durationMs = DEFAULT_TOAST_MS, action }) =>
    set({ toast: { id: nextId++, title, description, variant, durationMs, action } }),
  dismiss: () => set({ toast: null }),
}));

/** Shows a toast from anywhere, including event handlers outside React. */
export const toast = (options: ToastOptions): void => useToastStore.getState().show(options);

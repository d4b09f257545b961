// Admin toasts go through the app's one toast (web/src/ui/toast-store.ts).
import { toast } from '../../ui/toast-store';
import { errorText } from '../lib/admin-api';

export const notifySuccess = (title: string, description?: string): void => toast({ title, description });

export const notifyError = (error: unknown, title = 'That did not work'): void =>
  toast({ title, description: errorText(error), variant: 'destructive' });

/**
 * The callbacks of an admin action: a toast saying what it did (then `after`, e.g. closing the
 * form), or one saying why it failed.
 */
export const withToasts = <T>(success: (answer: T) => string, after?: () => void) => ({
  onSuccess: (answer: T) => {
    notifySuccess(success(answer));
    after?.();
  },
  onError: (error: unknown) => notifyError(error),
});

// Admin toasts go through the app's one toast (web/src/ui/toast-store.ts).
import { toast } from '../../ui/toast-store';
import { errorText } from '../lib/admin-api';

export const notifySuccess = (title: string, description?: string): void => toast({ title, description });

export const notifyError = (error: unknown, title = 'That did not work'): void =>
  toast({ title, description: errorText(error), variant: 'destructive' });

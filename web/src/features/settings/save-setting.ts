// One way Settings says a save failed, and saves a setting at once (not after the form's 1 s pause):
// the sync round asked for right after pushes it before it pulls, so the server's older value
// cannot bring the previous one back.
import type { SettingsPatch } from '@civics/sync-protocol';
import { updateSettings } from '../../db/learner-records';
import { failureMessage } from '../../lib/request';
import { requestSync } from '../../sync/use-sync-engine';
import { toast } from '../../ui/toast-store';

/** The "not saved" toast: the given words, else what failed in the learner's language (never the raw error). */
export function toastSaveFailed(title: string, error: unknown, description?: string): void {
  toast({
    title,
    description: description ?? failureMessage(error),
    variant: 'destructive',
  });
}

/** Writes the change on the device with its sync op and asks for a sync; false (and a toast) if it failed. */
export async function saveSettingNow(userId: number, patch: SettingsPatch, failedTitle: string): Promise<boolean> {
  try {
    await updateSettings(userId, patch);
  } catch (error) {
    toastSaveFailed(failedTitle, error);
    return false;
  }
  void requestSync(true);
  return true;
}

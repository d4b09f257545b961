// The settings as the learner sees them: the stored row (Dexie, live) with the changes not saved
// yet on top. Changes are saved 1 s after the last one (spec part 1 §9) through updateSettings, which
// writes the row and its outbox op together, so saving works offline and syncs later.
import type { StudyModeSettings, TestModeSettings } from '@civics/sync-protocol';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredSettings } from '../../db/database';
import { readSettings, updateSettings } from '../../db/learner-records';
import { toastSaveFailed } from './save-setting';

export const AUTO_SAVE_MS = 1000;

export interface SettingsChanges {
  study: Partial<StudyModeSettings>;
  test: Partial<TestModeSettings>;
}

export type SaveStatus = 'idle' | 'pending' | 'saved';

const NO_CHANGES: SettingsChanges = { study: {}, test: {} };

const isEmpty = (changes: SettingsChanges) =>
  Object.keys(changes.study).length === 0 && Object.keys(changes.test).length === 0;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What is left to save once `saved` is stored: fields changed again meanwhile stay. */
function remaining(current: SettingsChanges, saved: SettingsChanges): SettingsChanges {
  const keep = <T extends object>(now: T, done: T): T =>
    Object.fromEntries(
      Object.entries(now).filter(
        ([field, value]) => !(field in done) || !sameValue(value, (done as Record<string, unknown>)[field]),
      ),
    ) as T;
  return { study: keep(current.study, saved.study), test: keep(current.test, saved.test) };
}

export interface SettingsDraft {
  /** Undefined until the device's copy has been read. */
  settings: StoredSettings | undefined;
  status: SaveStatus;
  change: (changes: Partial<SettingsChanges>) => void;
  /** Saves what is waiting now (before leaving for a study session or a test). */
  flush: () => Promise<void>;
}

export function useSettingsDraft(userId: number): SettingsDraft {
  const { t } = useTranslation('settings');
  const stored = useLiveQuery(() => readSettings(userId), [userId]);
  const [changes, setChanges] = useState<SettingsChanges>(NO_CHANGES);
  const [status, setStatus] = useState<SaveStatus>('idle');
  // The timer and the in-flight save read the latest changes, not the ones of their render.
  const pending = useRef<SettingsChanges>(NO_CHANGES);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saving = useRef<Promise<void> | null>(null);

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    // One save at a time, so one change never becomes two outbox ops.
    while (saving.current) await saving.current;
    const batch = pending.current;
    if (isEmpty(batch)) return;
    const save = (async () => {
      try {
        await updateSettings(userId, {
          ...(Object.keys(batch.study).length ? { studyModeSettings: batch.study } : {}),
          ...(Object.keys(batch.test).length ? { testModeSettings: batch.test } : {}),
        });
        pending.current = remaining(pending.current, batch);
        setChanges(pending.current);
        setStatus(isEmpty(pending.current) ? 'saved' : 'pending');
      } catch (error) {
        // The changes stay on screen and are tried again with the next change or on leaving.
        setStatus('idle');
        toastSaveFailed(t('save.failed'), error);
      }
    })();
    saving.current = save;
    try {
      await save;
    } finally {
      saving.current = null;
    }
  }, [userId, t]);

  const change = useCallback(
    (next: Partial<SettingsChanges>) => {
      pending.current = {
        study: { ...pending.current.study, ...next.study },
        test: { ...pending.current.test, ...next.test },
      };
      setChanges(pending.current);
      setStatus('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTO_SAVE_MS);
    },
    [flush],
  );

  // Leaving the screen within the second still keeps the change.
  useEffect(() => () => void flush(), [flush]);

  const settings = stored && {
    ...stored,
    studyModeSettings: { ...stored.studyModeSettings, ...changes.study },
    testModeSettings: { ...stored.testModeSettings, ...changes.test },
  };
  return { settings, status, change, flush };
}

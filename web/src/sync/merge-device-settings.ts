// The device side of the settings merge (issue 30): the account's stored copy on this device plus
// the translation chosen on the device (before sign-in, or by this account), each with its time.
import type { SettingsDto } from '@civics/sync-protocol';
import { db, type StoredSettings } from '../db/database';
import { updateSettings } from '../db/learner-records';
import { mergeSettings, newerSide } from '../db/settings-merge';
import { useLanguageStore } from '../lib/language-store';
import { choiceCountsFor, readTranslationChoice, writeTranslationChoice } from '../lib/translation-choice';

const TRANSLATION = 'study.translationLanguage';

export async function mergeWithDevice(
  userId: number,
  account: SettingsDto,
  pending: ReadonlySet<string>,
): Promise<StoredSettings> {
  const local = await db.settings.get(userId);
  const choice = readTranslationChoice();
  if (!choiceCountsFor(choice, userId)) return mergeSettings(userId, local, account, pending);
  const base: StoredSettings = local ?? {
    userId,
    studyModeSettings: { ...account.studyModeSettings },
    testModeSettings: { ...account.testModeSettings },
    fieldTimes: {},
  };
  if (newerSide(choice.at, base.fieldTimes[TRANSLATION]) !== 'device')
    return mergeSettings(userId, local, account, pending);
  const device: StoredSettings = {
    ...base,
    studyModeSettings: { ...base.studyModeSettings, translationLanguage: useLanguageStore.getState().language },
    fieldTimes: { ...base.fieldTimes, [TRANSLATION]: choice.at },
  };
  return mergeSettings(userId, device, account, pending);
}

/** A translation chosen here signed out that won the merge becomes the account's (an op to push). */
export async function saveDeviceChoice(userId: number, merged: StoredSettings, account: SettingsDto): Promise<void> {
  const choice = readTranslationChoice();
  if (!choice || choice.by !== null || choice.at === '') return;
  writeTranslationChoice({ ...choice, by: userId });
  const chosen = merged.studyModeSettings.translationLanguage;
  if (
    chosen &&
    chosen !== account.studyModeSettings.translationLanguage &&
    merged.fieldTimes[TRANSLATION] === choice.at
  ) {
    await updateSettings(userId, { studyModeSettings: { translationLanguage: chosen } });
  }
}

import {
  DEFAULT_STUDY_SETTINGS,
  DEFAULT_SYSTEM_SETTINGS,
  DEFAULT_TEST_SETTINGS,
  type SettingsDto,
  type SettingsPatch,
  type StudyModeSettings,
  type SystemSettingsDto,
  type TestModeSettings,
  type TranslationLanguage,
  TRANSLATION_LANGUAGES,
  type GoalDays,
  mergeGoalDays,
} from '@civics/sync-protocol';
import type { DbOrTrx } from '../../db/database.js';
import { nowIso, parseJson } from '../../lib/json.js';

type SystemSettings = Required<SystemSettingsDto>;

export async function readSystemSettings(db: DbOrTrx): Promise<SystemSettings> {
  const row = await db.selectFrom('systemSettings').selectAll().where('id', '=', 1).executeTakeFirst();
  return {
    studyModeConfig: { ...DEFAULT_SYSTEM_SETTINGS.studyModeConfig, ...parseJson(row?.studyModeConfig, {}) },
    testModeConfig: { ...DEFAULT_SYSTEM_SETTINGS.testModeConfig, ...parseJson(row?.testModeConfig, {}) },
    userRegistrationConfig: {
      ...DEFAULT_SYSTEM_SETTINGS.userRegistrationConfig,
      ...parseJson(row?.userRegistrationConfig, {}),
    },
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

/**
 * Stored settings with the spec's resets applied (part 1 §9): a saved study count of 10 reads
 * as 5 and a saved test count of 20 as 10. Those were old defaults the product moved away from,
 * so the reset applies only to a value stored before the learner ever chose one here (no field
 * time recorded); a 10 or 20 the learner picked is theirs and stays.
 */
function withResets(study: StudyModeSettings, test: TestModeSettings, times: Record<string, string>) {
  const legacy = (key: string) => !times[key];
  return {
    studyModeSettings: {
      ...study,
      questionsCount: study.questionsCount === 10 && legacy('study.questionsCount') ? 5 : study.questionsCount,
    },
    testModeSettings: {
      ...test,
      questionsCount: test.questionsCount === 20 && legacy('test.questionsCount') ? 10 : test.questionsCount,
    },
  };
}

/**
 * Issue 22 (DESIGN.md §10): until the learner chooses, the translation follows the account's
 * preferred language when it has translations, and auto-bilingual starts on exactly when there is
 * a translation to show (the spec's default is off). A field the learner set (it has a field time)
 * keeps its value.
 */
function withLanguageDefaults(
  study: StudyModeSettings,
  times: Record<string, string>,
  preferredLanguage: string | undefined,
): StudyModeSettings {
  const chosen = times['study.translationLanguage'] && study.translationLanguage;
  const translationLanguage = chosen || (isTranslationLanguage(preferredLanguage) ? preferredLanguage : 'none');
  const autoBilingual = times['study.autoBilingual'] ? study.autoBilingual : isTranslationLanguage(translationLanguage);
  return { ...study, translationLanguage, autoBilingual };
}
const isTranslationLanguage = (value: unknown): value is TranslationLanguage =>
  typeof value === 'string' && (TRANSLATION_LANGUAGES as readonly string[]).includes(value);

export async function readUserSettings(db: DbOrTrx, userId: number): Promise<SettingsDto> {
  // From the user's row: its preferred language gives the language defaults above.
  const row = await db
    .selectFrom('users')
    .leftJoin('settings', 'settings.userId', 'users.id')
    .select([
      'users.preferredLanguage',
      'settings.studyModeSettings',
      'settings.testModeSettings',
      'settings.fieldTimes',
      'settings.updatedAt',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  const study = { ...DEFAULT_STUDY_SETTINGS, ...parseJson<Partial<StudyModeSettings>>(row?.studyModeSettings, {}) };
  const test = { ...DEFAULT_TEST_SETTINGS, ...parseJson<Partial<TestModeSettings>>(row?.testModeSettings, {}) };
  const times = parseJson<Record<string, string>>(row?.fieldTimes, {});
  const settings = withResets(study, test, times);
  return {
    ...settings,
    studyModeSettings: withLanguageDefaults(settings.studyModeSettings, times, row?.preferredLanguage),
    updatedAt: row?.updatedAt ?? null,
    fieldTimes: times,
  };
}

/**
 * Merges a partial change, last writer wins per field by the time the device recorded it
 * (`at`, defaulting to now for the spec's direct PUT). Returns the settings after the merge.
 */
export async function writeUserSettings(
  db: DbOrTrx,
  userId: number,
  patch: SettingsPatch,
  at = nowIso(),
): Promise<SettingsDto> {
  const row = await db.selectFrom('settings').selectAll().where('userId', '=', userId).executeTakeFirst();
  const study: Record<string, unknown> = { ...DEFAULT_STUDY_SETTINGS, ...parseJson(row?.studyModeSettings, {}) };
  const test: Record<string, unknown> = { ...DEFAULT_TEST_SETTINGS, ...parseJson(row?.testModeSettings, {}) };
  const times = parseJson<Record<string, string>>(row?.fieldTimes, {});
  const apply = (target: Record<string, unknown>, prefix: string, changes: Record<string, unknown> | undefined) => {
    for (const [field, value] of Object.entries(changes ?? {})) {
      const key = `${prefix}.${field}`;
      if (value === undefined) continue;
      // Each device records its own days' goals: merged day by day, never one device's map over another's.
      if (key === 'study.goalDays') {
        target[field] = mergeGoalDays(target[field] as GoalDays | undefined, value as GoalDays);
        if (!times[key] || times[key] < at) times[key] = at;
        continue;
      }
      if (times[key] && times[key] > at) continue;
      target[field] = value;
      times[key] = at;
    }
  };
  apply(study, 'study', patch.studyModeSettings);
  apply(test, 'test', patch.testModeSettings);
  const values = {
    studyModeSettings: JSON.stringify(study),
    testModeSettings: JSON.stringify(test),
    fieldTimes: JSON.stringify(times),
    updatedAt: nowIso(),
  };
  await db
    .insertInto('settings')
    .values({ userId, ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .execute();
  return readUserSettings(db, userId);
}

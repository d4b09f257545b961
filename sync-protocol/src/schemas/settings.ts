import Type, { type Static } from 'typebox';
import { LIMITS, type Language } from '../constants.js';

/** A calendar day, 'YYYY-MM-DD' (a real month and day; the date itself is checked where it is used). */
export const DAY_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';

export const StudyModeSettings = Type.Object({
  questionsCount: Type.Integer({ minimum: LIMITS.studyQuestionsMin, maximum: LIMITS.studyQuestionsMax }),
  categoryFilters: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 20 }),
  autoBilingual: Type.Boolean(),
  questionReadCount: Type.Integer({ minimum: LIMITS.readCountMin, maximum: LIMITS.readCountMax }),
  timeLimit: Type.Integer({
    minimum: LIMITS.timeLimitMin,
    maximum: LIMITS.timeLimitMax,
    multipleOf: LIMITS.timeLimitStep,
  }),
  currentBatchIndex: Type.Integer({ minimum: 0, maximum: 1000 }),
  /**
   * Issue 22: the translation shown beside the English, apart from the interface language (the
   * account's preferred_language). Until the learner picks one it follows the preferred language
   * when that has translations, else none. Optional: a client written to the spec never sends it.
   */
  translationLanguage: Type.Optional(
    Type.Union([
      Type.Literal('none'),
      Type.Literal('en'),
      Type.Literal('vi'),
      Type.Literal('ko'),
      Type.Literal('zh'),
      Type.Literal('zh-TW'),
      Type.Literal('es'),
    ]),
  ),
  /**
   * Issue 31: the first sign-in's welcome (test version, state and district, translation) was done
   * or skipped. A setting, so it follows the account to every device and never to another account.
   */
  welcomeDone: Type.Optional(Type.Boolean()),
  /**
   * Issue 33: the learner's interview day ('YYYY-MM-DD' in their own calendar), or null when they
   * cleared it. The daily goal counts down to it.
   */
  interviewDate: Type.Optional(Type.Union([Type.String({ pattern: DAY_PATTERN }), Type.Null()])),
  /** Issue 33: the learner's own daily goal (questions a day), used when no interview date is set. */
  dailyGoal: Type.Optional(Type.Integer({ minimum: LIMITS.dailyGoalMin, maximum: LIMITS.dailyGoalMax })),
  /**
   * Issue 33: each day's goal as it stood when the day began ('YYYY-MM-DD' → questions), so the
   * streak judges a past day by that day's goal. Merged day by day on both sides (never replaced
   * whole), the newest LIMITS.goalDaysKept days kept.
   */
  goalDays: Type.Optional(
    Type.Record(
      Type.String({ pattern: DAY_PATTERN }),
      Type.Integer({ minimum: LIMITS.dailyGoalMin, maximum: LIMITS.dailyGoalMax }),
      { maxProperties: LIMITS.goalDaysKept, additionalProperties: false },
    ),
  ),
});
export type StudyModeSettings = Static<typeof StudyModeSettings>;
// The literals above are LANGUAGES, spelled out so the type is exact; this fails to compile if they drift.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const languagesMatch: Same<Language, NonNullable<StudyModeSettings['translationLanguage']>> = true;
void languagesMatch;

export const TestModeSettings = Type.Object({
  questionsCount: Type.Integer({ minimum: LIMITS.testQuestionsMin, maximum: LIMITS.testQuestionsMax }),
});
export type TestModeSettings = Static<typeof TestModeSettings>;

export const SettingsDto = Type.Object({
  studyModeSettings: StudyModeSettings,
  testModeSettings: TestModeSettings,
  updatedAt: Type.Union([Type.String(), Type.Null()]),
  /**
   * Issue 30: when each field was last set, by the time the device recorded it (`study.<field>`,
   * `test.<field>`), so a device can tell whose choice is newer. Optional: older servers omit it.
   */
  fieldTimes: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type SettingsDto = Static<typeof SettingsDto>;

/** PUT /api/settings: any subset of fields; the spec's client may send only {currentBatchIndex}. */
export const SettingsPatch = Type.Object(
  {
    studyModeSettings: Type.Optional(Type.Partial(StudyModeSettings, { additionalProperties: false })),
    testModeSettings: Type.Optional(Type.Partial(TestModeSettings, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type SettingsPatch = Static<typeof SettingsPatch>;

export const StudyModeConfig = Type.Object({ timePerQuestion: Type.Integer(), readCount: Type.Integer() });
export const TestModeConfig = Type.Object({
  timePerQuestion: Type.Integer(),
  readCount: Type.Integer(),
  questionOrder: Type.Union([Type.Literal('random'), Type.Literal('ordered')]),
  shuffleOptions: Type.Boolean(),
});
export type TestModeConfig = Static<typeof TestModeConfig>;

export const SystemSettingsDto = Type.Object({
  studyModeConfig: StudyModeConfig,
  testModeConfig: TestModeConfig,
  userRegistrationConfig: Type.Optional(Type.Object({ defaultApprovalLevel: Type.Integer() })),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
  updatedBy: Type.Union([Type.Integer(), Type.Null()]),
});
export type SystemSettingsDto = Static<typeof SystemSettingsDto>;

export const PublicSystemSettingsDto = Type.Object({
  test_mode_config: TestModeConfig,
  /** The operator's support address (SUPPORT_EMAIL), null when none is configured. */
  support_email: Type.Union([Type.String(), Type.Null()]),
});

// Product constants shared by the web app and the API (spec part 1 §9, part 2 §9).
// No runtime dependencies: the web bundle imports this file directly.

export const LANGUAGES = ['none', 'en', 'vi', 'ko', 'zh', 'zh-TW', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const TRANSLATION_LANGUAGES = ['vi', 'ko', 'zh', 'zh-TW', 'es'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];
/**
 * Languages offered at registration: every interface language (issue 22; the spec's list lacked
 * ko and zh-TW, which the app speaks). The account's preferred language is its interface language.
 */
export const REGISTRATION_LANGUAGES = ['en', 'vi', 'ko', 'zh', 'zh-TW', 'es', 'fr'] as const;
/** Path segment of GET /api/{lang}-translations/translations for each language. */
export const TRANSLATION_PATH_SEGMENTS: Record<string, TranslationLanguage> = {
  vi: 'vi',
  ko: 'ko',
  es: 'es',
  zh: 'zh',
  'zh-tw': 'zh-TW',
};

export const TEST_VERSIONS = ['2008', '2025'] as const;
export type TestVersion = (typeof TEST_VERSIONS)[number];
export const DEFAULT_TEST_VERSION: TestVersion = '2025';

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const APPROVAL_LEVELS = [0, 1, 2] as const;

export const LIMITS = {
  /** The words a spoken or typed interview answer keeps (issue 23): a few words; recognition may run on. */
  givenAnswerMax: 200,
  usernameMin: 3,
  usernameMax: 50,
  passwordMin: 6,
  passwordMax: 200,
  phoneDigits: 10,
  emailMax: 254,
  fullNameMax: 100,
  securityAnswerMax: 200,
  verificationCodeLength: 6,
  verificationCodeTtlMinutes: 15,
  verificationMaxAttempts: 5,
  level1QuestionCap: 20,
  /** Issue 32: level 1 gets the first 5 items of each N-400 part (Part 9, vocabulary, about you). */
  level1N400Cap: 5,
  studyQuestionsMin: 3,
  studyQuestionsMax: 20,
  testQuestionsMin: 5,
  testQuestionsMax: 128,
  readCountMin: 2,
  readCountMax: 8,
  timeLimitMin: 5,
  timeLimitMax: 60,
  timeLimitStep: 5,
  passPercent: 80,
  /** Issue 33: the daily goal's range (questions a day) and how many days of goals travel with the settings. */
  dailyGoalMin: 1,
  dailyGoalMax: 50,
  goalDaysKept: 62,
} as const;

export const DEFAULT_STUDY_SETTINGS = {
  questionsCount: 5,
  categoryFilters: [] as number[],
  autoBilingual: false,
  questionReadCount: 3,
  timeLimit: 30,
  currentBatchIndex: 0,
};
export const DEFAULT_TEST_SETTINGS = { questionsCount: 10 };

export const DEFAULT_SYSTEM_SETTINGS = {
  studyModeConfig: { timePerQuestion: 90, readCount: 3 },
  testModeConfig: {
    timePerQuestion: 120,
    readCount: 3,
    questionOrder: 'random' as 'random' | 'ordered',
    shuffleOptions: true,
  },
  userRegistrationConfig: { defaultApprovalLevel: 0 },
};

/** US states plus DC (spec: all 50 states plus DC; default CA). */
export const US_STATES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];
export const US_STATE_CODES: readonly string[] = US_STATES.map(([code]) => code);
/** Territories: their residents get the official special answers (no senators, their own capital). */
export const US_TERRITORIES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['AS', 'American Samoa'],
  ['GU', 'Guam'],
  ['MP', 'Northern Mariana Islands'],
  ['PR', 'Puerto Rico'],
  ['VI', 'U.S. Virgin Islands'],
];
/** Every place a learner may say they live: the 50 states, DC and the territories. */
export const RESIDENCE_CODES: readonly string[] = [...US_STATE_CODES, ...US_TERRITORIES.map(([code]) => code)];
export const DEFAULT_STATE = 'CA';

/** The three security questions each pick from their own fixed list of five (spec part 1 §5). */
export const SECURITY_QUESTION_CHOICES: readonly [readonly string[], readonly string[], readonly string[]] = [
  [
    'What was the name of your first pet?',
    'What city were you born in?',
    "What is your mother's maiden name?",
    'What was the name of your elementary school?',
    'What was the make of your first car?',
  ],
  [
    'What is your favorite book?',
    'What was your childhood nickname?',
    'What street did you grow up on?',
    'What is the name of your best childhood friend?',
    'What was your first job?',
  ],
  [
    'What is your favorite food?',
    'In what city did your parents meet?',
    'What is the middle name of your oldest sibling?',
    'What was the name of your favorite teacher?',
    'What is your favorite movie?',
  ],
];

/** How a mock interview question was answered and its verdict (issue 23; see testEntryProblem). */
export const ANSWER_WAYS = ['spoken', 'typed', 'chosen', 'self'] as const;
export type AnswerWayName = (typeof ANSWER_WAYS)[number];
export const VERDICTS = ['correct', 'almost', 'wrong'] as const;
export type VerdictName = (typeof VERDICTS)[number];

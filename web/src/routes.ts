// Every route path of the app (spec part 1 §2, part 2 §2), so links and the router cannot drift.

export const paths = {
  // Public
  landing: '/',
  login: '/login',
  auth: '/auth',
  introduction: '/introduction',
  languageSelect: '/language-select',
  howToUse: '/how-to-use',
  support: '/support',
  checkout: '/checkout',
  translationTest: '/translation-test',
  bilingualDemo: '/bilingual-demo',
  printAllQuestions: '/print-all-questions',

  // Signed in
  home: '/home',
  // Beyond the spec (issue 31): the first sign-in's three-step welcome, then Home.
  welcome: '/welcome',
  settings: '/settings',
  changePassword: '/change-password',
  // Beyond the spec (issue 14): download the account's data or delete the account.
  myData: '/my-data',
  study: '/study',
  test: '/test',
  testMode: '/test-mode',
  studyResults: '/study-results',
  testResults: '/test-results',
  incorrectQuestions: '/incorrect-questions',
  listeningPracticeSettings: '/listening-practice-settings',
  listeningPractice: '/listening-practice',
  listeningPracticeSimple: '/listening-practice-simple',
  visualReadingPractice: '/visual-reading-practice',
  // The spec names no path for manual reading practice; this one is our choice.
  readingPractice: '/reading-practice',
  // Beyond the spec: the English test's reading and writing vocabulary with two drills.
  englishPractice: '/english-practice',
  // Beyond the spec: a mock interview that follows the officer's rules for the learner's test version.
  mockInterview: '/mock-interview',
  // Beyond the spec (issue 14): FSRS spaced review and the learner's progress view.
  review: '/review',
  // Beyond the spec (issue 32): the officer's N-400 questions (Part 9, meanings, about you, words).
  n400: '/n400',
  progress: '/progress',

  // Admin only
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminQuestions: '/admin/questions',
  adminCategories: '/admin/categories',
  adminUsers: '/admin/users',
  adminUsersManagement: '/admin/users-management',
  adminSettings: '/admin/settings',
  adminAppSettings: '/admin/app-settings',
  adminVietnameseEditor: '/admin/vietnamese-editor',
  adminTranslations: '/admin/translations',
  adminKorean: '/admin/korean',
  adminCreateTest: '/admin/create-test',
  adminTestInstances: '/admin/test-instances',
  adminSecurity: '/admin/security',
  adminPricing: '/admin/pricing',
  adminSenators: '/admin/senators',
  adminGovernors: '/admin/governors',
} as const;

export type PathName = keyof typeof paths;
export type AppPath = (typeof paths)[PathName];

/**
 * Navigation state naming the screen a learner came from, for a back link that returns there and
 * says so (the interview opened from Test Results goes back to them; from anywhere else, to Home).
 */
export interface CameFrom {
  from: AppPath;
}
export const cameFrom = (state: unknown): AppPath | null => {
  const from = (state as Partial<CameFrom> | null)?.from;
  return typeof from === 'string' && (Object.values(paths) as string[]).includes(from) ? (from as AppPath) : null;
};

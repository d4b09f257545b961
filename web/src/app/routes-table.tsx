// The route table (spec part 1 §2, part 2 §2). Route entries stay thin: they only place features.
import type { RouteObject } from 'react-router-dom';
import { paths } from '../routes';
import { screen } from './lazy-screen';
import { PublicLayout } from './public-layout';
import { RequireUser } from './require-user';
import { RouteFocus } from './route-focus';

// Each screen is a lazy chunk (lazy-screen.tsx): a signed-in learner never needs the sign-in
// screen, so it stays out of the start-up bundle (DESIGN.md §8), as admin, checkout and print do.

// The signed-in shell (top bar with the sync indicator, Home) reads the device database: lazy, so
// the landing page and sign-in start without Dexie; the service worker precaches it for offline.
const appLayout = screen(async () => ({ Screen: (await import('./app-layout')).AppLayout }));
const home = screen(async () => ({ Screen: (await import('../features/home/home-page')).HomePage }), 'home', 'public');

const signIn = screen(
  async () => ({ Screen: (await import('../features/auth/sign-in-page')).SignInPage }),
  'auth',
  'languageSelect',
  'errors',
);

// 'public': the pass rule on the card before the test.
const testScreen = screen(() => import('../features/test/test-page'), 'test', 'public');

const children: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      // Drawn ahead at build time (scripts/prerender.mjs): a first visit sees it before any script, so
      // its code can be a chunk of its own and stay off a signed-in learner's start-up.
      {
        path: paths.landing,
        ...screen(async () => ({ Screen: (await import('../features/public/landing-page')).LandingPage }), 'public'),
      },
      {
        path: paths.introduction,
        ...screen(() => import('../features/public/introduction-page'), 'introduction', 'public'),
      },
      {
        path: paths.languageSelect,
        ...screen(() => import('../features/public/language-select-page'), 'languageSelect'),
      },
      { path: paths.howToUse, ...screen(() => import('../features/public/how-to-use-page'), 'howToUse', 'public') },
      { path: paths.support, ...screen(() => import('../features/public/support-page'), 'support', 'public') },
    ],
  },
  { path: paths.login, ...signIn },
  { path: paths.auth, ...signIn },
  { path: paths.checkout, ...screen(() => import('../features/checkout/checkout-page'), 'checkout', 'errors') },
  { path: paths.translationTest, ...screen(() => import('../features/bilingual-demo/translation-test-page')) },
  { path: paths.bilingualDemo, ...screen(() => import('../features/bilingual-demo/bilingual-demo-page')) },
  { path: paths.printAllQuestions, ...screen(() => import('../features/print/print-all-questions-page')) },
  {
    element: <RequireUser />,
    children: [
      {
        ...appLayout,
        children: [
          { path: paths.home, ...home },
          {
            path: paths.welcome,
            ...screen(() => import('../features/settings/welcome-page'), 'settings', 'errors'),
          },
          {
            path: paths.settings,
            ...screen(
              () => import('../features/settings/settings-page'),
              'settings',
              'account',
              'myData',
              'reminders',
              'errors',
            ),
          },
          { path: paths.myData, ...screen(() => import('../features/account/my-data-page'), 'myData', 'errors') },
          {
            path: paths.changePassword,
            ...screen(() => import('../features/account/change-password-page'), 'account', 'errors'),
          },
          { path: paths.study, ...screen(() => import('../features/study/study-page'), 'study') },
          { path: paths.test, ...testScreen },
          { path: paths.testMode, ...testScreen },
          {
            path: paths.studyResults,
            ...screen(() => import('../features/results/study-results-page'), 'results', 'myData', 'practice'),
          },
          {
            path: paths.testResults,
            ...screen(() => import('../features/test/test-results-page'), 'test', 'practice', 'public'),
          },
          {
            path: paths.mockInterview,
            // 'n400': the whole interview's officer questions speak the N-400 practice's words.
            ...screen(() => import('../features/interview/mock-interview-page'), 'interview', 'speak', 'n400'),
          },
          { path: paths.n400, ...screen(() => import('../features/n400/n400-page'), 'n400', 'speak') },
          { path: paths.review, ...screen(() => import('../features/spaced-review/review-page'), 'spacedReview') },
          {
            path: paths.progress,
            ...screen(() => import('../features/progress/progress-page'), 'progress', 'practice'),
          },
          {
            path: paths.incorrectQuestions,
            ...screen(() => import('../features/review/incorrect-questions-page'), 'review'),
          },
          {
            path: paths.listeningPracticeSettings,
            ...screen(() => import('../features/listening/listening-settings-page'), 'listening', 'practice'),
          },
          {
            path: paths.listeningPractice,
            ...screen(() => import('../features/listening/listening-practice-page'), 'listening', 'practice'),
          },
          {
            path: paths.listeningPracticeSimple,
            ...screen(() => import('../features/listening/listening-practice-simple-page'), 'listening', 'practice'),
          },
          {
            path: paths.visualReadingPractice,
            ...screen(() => import('../features/reading/visual-reading-page'), 'reading', 'practice'),
          },
          {
            path: paths.readingPractice,
            ...screen(() => import('../features/reading/manual-reading-page'), 'reading', 'practice'),
          },
          {
            path: paths.englishPractice,
            ...screen(() => import('../features/reading/english-practice-page'), 'reading', 'practice'),
          },
          {
            // Inside the top bar, so a refused learner can still log out or go back.
            element: <RequireUser adminOnly />,
            children: [
              // The whole admin app is one lazy chunk (web/src/admin/admin-app.tsx) with its own
              // routes, including /admin itself, the translation screens and its own not-found page.
              { path: `${paths.admin}/*`, ...screen(() => import('../admin/admin-app')) },
            ],
          },
        ],
      },
    ],
  },
  {
    path: '*',
    ...screen(async () => ({ Screen: (await import('../features/errors/not-found-page')).NotFoundPage })),
  },
];

/** One root: the document title, the focus and the scroll follow the screen. */
export const routes: RouteObject[] = [{ element: <RouteFocus />, children }];

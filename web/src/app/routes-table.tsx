// The route table (spec part 1 §2, part 2 §2). Route entries stay thin: they only place features.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadNamespaces } from '../i18n/load-namespaces';
import type { LazyNamespace } from '../i18n/resources';
import { paths } from '../routes';
import { PublicLayout } from './public-layout';
import { RequireUser } from './require-user';
import { RouteError } from './route-error';
import { RouteFocus } from './route-focus';
import { PageSkeleton } from '../ui/page-skeleton';

// A signed-in learner never needs the sign-in screen, so it stays out of the start-up bundle
// (DESIGN.md §8 budget). Admin, checkout and print screens will load the same way.
/** A screen's code and its text namespaces load together, so the first render has its words. */
const screen =
  (load: () => Promise<{ Screen: ComponentType }>, ...namespaces: LazyNamespace[]): RouteObject['lazy'] =>
  async () => {
    const [module] = await Promise.all([load(), loadNamespaces(...namespaces)]);
    return { Component: module.Screen };
  };

// The signed-in shell (top bar with the sync indicator, Home) reads the device database: lazy, so
// the landing page and sign-in start without Dexie; the service worker precaches it for offline.
const appLayout: RouteObject['lazy'] = async () => ({ Component: (await import('./app-layout')).AppLayout });
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
        lazy: screen(async () => ({ Screen: (await import('../features/public/landing-page')).LandingPage }), 'public'),
      },
      {
        path: paths.introduction,
        lazy: screen(() => import('../features/public/introduction-page'), 'introduction', 'public'),
      },
      {
        path: paths.languageSelect,
        lazy: screen(() => import('../features/public/language-select-page'), 'languageSelect'),
      },
      { path: paths.howToUse, lazy: screen(() => import('../features/public/how-to-use-page'), 'howToUse', 'public') },
      { path: paths.support, lazy: screen(() => import('../features/public/support-page'), 'support', 'public') },
    ],
  },
  { path: paths.login, lazy: signIn },
  { path: paths.auth, lazy: signIn },
  { path: paths.checkout, lazy: screen(() => import('../features/checkout/checkout-page'), 'checkout', 'errors') },
  { path: paths.translationTest, lazy: screen(() => import('../features/bilingual-demo/translation-test-page')) },
  { path: paths.bilingualDemo, lazy: screen(() => import('../features/bilingual-demo/bilingual-demo-page')) },
  { path: paths.printAllQuestions, lazy: screen(() => import('../features/print/print-all-questions-page')) },
  {
    element: <RequireUser />,
    children: [
      {
        lazy: appLayout,
        children: [
          { path: paths.home, lazy: home },
          {
            path: paths.welcome,
            lazy: screen(() => import('../features/settings/welcome-page'), 'settings', 'errors'),
          },
          {
            path: paths.settings,
            lazy: screen(
              () => import('../features/settings/settings-page'),
              'settings',
              'account',
              'myData',
              'reminders',
              'errors',
            ),
          },
          { path: paths.myData, lazy: screen(() => import('../features/account/my-data-page'), 'myData', 'errors') },
          {
            path: paths.changePassword,
            lazy: screen(() => import('../features/account/change-password-page'), 'account', 'errors'),
          },
          { path: paths.study, lazy: screen(() => import('../features/study/study-page'), 'study') },
          { path: paths.test, lazy: testScreen },
          { path: paths.testMode, lazy: testScreen },
          {
            path: paths.studyResults,
            lazy: screen(() => import('../features/results/study-results-page'), 'results', 'myData', 'practice'),
          },
          {
            path: paths.testResults,
            lazy: screen(() => import('../features/test/test-results-page'), 'test', 'practice', 'public'),
          },
          {
            path: paths.mockInterview,
            // 'n400': the whole interview's officer questions speak the N-400 practice's words.
            lazy: screen(() => import('../features/interview/mock-interview-page'), 'interview', 'speak', 'n400'),
          },
          { path: paths.n400, lazy: screen(() => import('../features/n400/n400-page'), 'n400', 'speak') },
          { path: paths.review, lazy: screen(() => import('../features/spaced-review/review-page'), 'spacedReview') },
          {
            path: paths.progress,
            lazy: screen(() => import('../features/progress/progress-page'), 'progress', 'practice'),
          },
          {
            path: paths.incorrectQuestions,
            lazy: screen(() => import('../features/review/incorrect-questions-page'), 'review'),
          },
          {
            path: paths.listeningPracticeSettings,
            lazy: screen(() => import('../features/listening/listening-settings-page'), 'listening', 'practice'),
          },
          {
            path: paths.listeningPractice,
            lazy: screen(() => import('../features/listening/listening-practice-page'), 'listening', 'practice'),
          },
          {
            path: paths.listeningPracticeSimple,
            lazy: screen(() => import('../features/listening/listening-practice-simple-page'), 'listening', 'practice'),
          },
          {
            path: paths.visualReadingPractice,
            lazy: screen(() => import('../features/reading/visual-reading-page'), 'reading', 'practice'),
          },
          {
            path: paths.readingPractice,
            lazy: screen(() => import('../features/reading/manual-reading-page'), 'reading', 'practice'),
          },
          {
            path: paths.englishPractice,
            lazy: screen(() => import('../features/reading/english-practice-page'), 'reading', 'practice'),
          },
          {
            // Inside the top bar, so a refused learner can still log out or go back.
            element: <RequireUser adminOnly />,
            children: [
              // The whole admin app is one lazy chunk (web/src/admin/admin-app.tsx) with its own
              // routes, including /admin itself, the translation screens and its own not-found page.
              { path: `${paths.admin}/*`, lazy: screen(() => import('../admin/admin-app')) },
            ],
          },
        ],
      },
    ],
  },
  {
    path: '*',
    lazy: screen(async () => ({ Screen: (await import('../features/errors/not-found-page')).NotFoundPage })),
  },
];

/** One root so a lazy screen opened as the first page shows its outline while its code loads. */
export const routes: RouteObject[] = [
  { element: <RouteFocus />, hydrateFallbackElement: <PageSkeleton />, errorElement: <RouteError />, children },
];

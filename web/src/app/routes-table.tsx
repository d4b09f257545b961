// The route table (spec part 1 §2, part 2 §2). Route entries stay thin: they only place features.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadNamespaces } from '../i18n/load-namespaces';
import type { LazyNamespace } from '../i18n/resources';
import { NotFoundPage } from '../features/errors/not-found-page';
import { HomePage } from '../features/home/home-page';
import { NotBuiltPage } from '../features/not-built/not-built-page';
import { LandingPage } from '../features/public/landing-page';
import type { ScreenTitleKey } from '../i18n/resources';
import { paths, type AppPath } from '../routes';
import { AppLayout } from './app-layout';
import { PublicLayout } from './public-layout';
import { RequireUser } from './require-user';
import { Spinner } from '../ui/spinner';

const notBuilt = (path: AppPath, titleKey: ScreenTitleKey, backTo?: AppPath): RouteObject => ({
  path,
  element: <NotBuiltPage titleKey={titleKey} backTo={backTo} />,
});

// A signed-in learner never needs the sign-in screen, so it stays out of the start-up bundle
// (DESIGN.md §8 budget). Admin, checkout and print screens will load the same way.
/** A screen's code and its text namespaces load together, so the first render has its words. */
const screen =
  (load: () => Promise<{ Screen: ComponentType }>, ...namespaces: LazyNamespace[]): RouteObject['lazy'] =>
  async () => {
    const [module] = await Promise.all([load(), loadNamespaces(...namespaces)]);
    return { Component: module.Screen };
  };

const signIn = screen(async () => ({ Screen: (await import('../features/auth/sign-in-page')).SignInPage }), 'auth');

const testScreen = screen(() => import('../features/test/test-page'), 'test');

const children: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: paths.landing, element: <LandingPage /> },
      notBuilt(paths.introduction, 'introduction', paths.landing),
      notBuilt(paths.languageSelect, 'languageSelect', paths.landing),
      notBuilt(paths.howToUse, 'howToUse', paths.landing),
      notBuilt(paths.support, 'support', paths.landing),
    ],
  },
  { path: paths.login, lazy: signIn },
  { path: paths.auth, lazy: signIn },
  notBuilt(paths.checkout, 'checkout', paths.landing),
  notBuilt(paths.translationTest, 'translationTest', paths.landing),
  notBuilt(paths.bilingualDemo, 'bilingualDemo', paths.landing),
  notBuilt(paths.printAllQuestions, 'printAllQuestions', paths.landing),
  {
    element: <RequireUser />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { path: paths.home, element: <HomePage /> },
          { path: paths.settings, lazy: screen(() => import('../features/settings/settings-page'), 'settings') },
          notBuilt(paths.changePassword, 'changePassword'),
          { path: paths.study, lazy: screen(() => import('../features/study/study-page'), 'study') },
          { path: paths.test, lazy: testScreen },
          { path: paths.testMode, lazy: testScreen },
          { path: paths.studyResults, lazy: screen(() => import('../features/results/study-results-page'), 'results') },
          { path: paths.testResults, lazy: screen(() => import('../features/test/test-results-page'), 'test') },
          { path: paths.mockInterview, lazy: screen(() => import('../features/interview/mock-interview-page'), 'interview') },
          { path: paths.incorrectQuestions, lazy: screen(() => import('../features/review/incorrect-questions-page'), 'review') },
          { path: paths.listeningPracticeSettings, lazy: screen(() => import('../features/listening/listening-settings-page'), 'listening', 'practice') },
          { path: paths.listeningPractice, lazy: screen(() => import('../features/listening/listening-practice-page'), 'listening', 'practice') },
          { path: paths.listeningPracticeSimple, lazy: screen(() => import('../features/listening/listening-practice-simple-page'), 'listening', 'practice') },
          { path: paths.visualReadingPractice, lazy: screen(() => import('../features/reading/visual-reading-page'), 'reading', 'practice') },
          { path: paths.readingPractice, lazy: screen(() => import('../features/reading/manual-reading-page'), 'reading', 'practice') },
          { path: paths.englishPractice, lazy: screen(() => import('../features/reading/english-practice-page'), 'reading', 'practice') },
          {
            // Inside the top bar, so a refused learner can still log out or go back.
            element: <RequireUser adminOnly />,
            children: [
              notBuilt(paths.admin, 'adminDashboard'),
              notBuilt(paths.adminDashboard, 'adminDashboard'),
              notBuilt(paths.adminQuestions, 'adminQuestions'),
              notBuilt(paths.adminCategories, 'adminCategories'),
              notBuilt(paths.adminUsers, 'adminUsers'),
              notBuilt(paths.adminUsersManagement, 'adminUsersManagement'),
              notBuilt(paths.adminSettings, 'adminSettings'),
              notBuilt(paths.adminAppSettings, 'adminAppSettings'),
              notBuilt(paths.adminVietnameseEditor, 'adminVietnameseEditor'),
              notBuilt(paths.adminTranslations, 'adminTranslations'),
              notBuilt(paths.adminKorean, 'adminKorean'),
              notBuilt(paths.adminCreateTest, 'adminCreateTest'),
              notBuilt(paths.adminTestInstances, 'adminTestInstances'),
              notBuilt(paths.adminSecurity, 'adminSecurity'),
              notBuilt(paths.adminSenators, 'adminSenators'),
              notBuilt(paths.adminPricing, 'adminPricing'),
              notBuilt(paths.adminGovernors, 'adminGovernors'),
              // Every path under /admin is admin-only, including ones that do not exist.
              { path: `${paths.admin}/*`, element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/** One root so a lazy screen opened as the first page shows a spinner while its code loads. */
export const routes: RouteObject[] = [{ hydrateFallbackElement: <Spinner />, children }];

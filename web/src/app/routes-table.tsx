// The route table (spec part 1 §2, part 2 §2). Route entries stay thin: they only place features.
import type { RouteObject } from 'react-router-dom';
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
const signIn: RouteObject['lazy'] = async () => ({ Component: (await import('../features/auth/sign-in-page')).SignInPage });

const testScreen: RouteObject['lazy'] = async () => ({ Component: (await import('../features/test/test-page')).Screen });

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
          { path: paths.settings, lazy: async () => ({ Component: (await import('../features/settings/settings-page')).Screen }) },
          notBuilt(paths.changePassword, 'changePassword'),
          { path: paths.study, lazy: async () => ({ Component: (await import('../features/study/study-page')).Screen }) },
          { path: paths.test, lazy: testScreen },
          { path: paths.testMode, lazy: testScreen },
          { path: paths.studyResults, lazy: async () => ({ Component: (await import('../features/results/study-results-page')).Screen }) },
          { path: paths.testResults, lazy: async () => ({ Component: (await import('../features/test/test-results-page')).Screen }) },
          { path: paths.mockInterview, lazy: async () => ({ Component: (await import('../features/interview/mock-interview-page')).Screen }) },
          { path: paths.incorrectQuestions, lazy: async () => ({ Component: (await import('../features/review/incorrect-questions-page')).Screen }) },
          { path: paths.listeningPracticeSettings, lazy: async () => ({ Component: (await import('../features/listening/listening-settings-page')).Screen }) },
          { path: paths.listeningPractice, lazy: async () => ({ Component: (await import('../features/listening/listening-practice-page')).Screen }) },
          { path: paths.listeningPracticeSimple, lazy: async () => ({ Component: (await import('../features/listening/listening-practice-simple-page')).Screen }) },
          { path: paths.visualReadingPractice, lazy: async () => ({ Component: (await import('../features/reading/visual-reading-page')).Screen }) },
          { path: paths.readingPractice, lazy: async () => ({ Component: (await import('../features/reading/manual-reading-page')).Screen }) },
          { path: paths.englishPractice, lazy: async () => ({ Component: (await import('../features/reading/english-practice-page')).Screen }) },
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

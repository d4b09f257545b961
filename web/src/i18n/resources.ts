// English is the complete source language; other languages fall back to it (DESIGN.md §6).
import common from './locales/en/common.json';
import auth from './locales/en/auth.json';
import home from './locales/en/home.json';
import publicPages from './locales/en/public.json';
import screens from './locales/en/screens.json';
import results from './locales/en/results.json';
import review from './locales/en/review.json';
import settings from './locales/en/settings.json';
import study from './locales/en/study.json';
import practice from './locales/en/practice.json';
import listening from './locales/en/listening.json';
import reading from './locales/en/reading.json';
import test from './locales/en/test.json';
import interview from './locales/en/interview.json';

export const defaultNS = 'common';

export const resources = {
  en: { common, auth, home, public: publicPages, screens, results, review, settings, study, practice, listening, reading, test, interview },
} as const;

export type ScreenTitleKey = keyof typeof screens;

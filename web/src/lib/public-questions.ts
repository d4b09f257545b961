// The questions with translations for the public pages (print, bilingual demo, translation test):
// a signed-in learner gets their own test version and level; a signed-out visitor the public
// official questions (GET /api/public/questions). Shared by those features, so it lives here.
import type {
  CategoryDto,
  PublicQuestionsAnswer,
  QuestionDto,
  TestVersion,
  TranslationLanguage,
} from '@civics/sync-protocol';
import { useEffect, useState } from 'react';
import { RequestError, requestJson } from './request';

export interface QuestionsWithTranslations {
  questions: QuestionDto[];
  categories: CategoryDto[];
  /** False when the visitor is signed out and sees the public bank. */
  signedIn: boolean;
}

/**
 * `publicVersion` picks the bank (?version= of the page): a signed-out visitor sees it (the 2025
 * test when not given); signed in, it is the bank asked for (an admin printing the bank being
 * edited), otherwise the learner's own.
 */
export async function loadQuestionsWithTranslations(
  language: TranslationLanguage = 'vi',
  publicVersion?: TestVersion,
  publicOnly = false,
): Promise<QuestionsWithTranslations> {
  // An account waiting for approval has no questions of its own: it gets the public ones, as signed out.
  if (!publicOnly) {
    try {
      const [questions, categories] = await Promise.all([
        requestJson<QuestionDto[]>(
          'GET',
          `/api/translations/questions${publicVersion ? `?version=${publicVersion}` : ''}`,
        ),
        requestJson<CategoryDto[]>('GET', '/api/categories'),
      ]);
      return { questions: sortByNumber(questions), categories, signedIn: true };
    } catch (error) {
      if (!(error instanceof RequestError) || error.status !== 401) throw error;
    }
  }
  const query = `language=${encodeURIComponent(language)}${publicVersion ? `&version=${publicVersion}` : ''}`;
  const answer = await requestJson<PublicQuestionsAnswer>('GET', `/api/public/questions?${query}`);
  return { questions: sortByNumber(answer.questions), categories: answer.categories, signedIn: false };
}

const sortByNumber = (questions: QuestionDto[]) =>
  [...questions].sort((a, b) => a.officialNumber - b.officialNumber || a.id - b.id);

/** The translated block of a question in one language, if it has one with text. */
export const translationOf = (question: QuestionDto, language: string) => {
  const t = question.translations?.[language];
  return t && t.questionText.trim() ? t : undefined;
};

export type LoadState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: QuestionsWithTranslations };

/**
 * Loads on mount and again when the language or bank changes; the public pages have nothing else
 * to refresh while open. Until the new answer arrives it reports loading, so a page never shows
 * one language's questions as if they were another's.
 */
export function usePublicQuestions(
  language: TranslationLanguage = 'vi',
  publicVersion?: TestVersion,
  publicOnly = false,
): LoadState {
  const key = `${language}|${publicVersion ?? ''}|${publicOnly}`;
  const [loaded, setLoaded] = useState<{ key: string; state: LoadState }>({ key, state: { status: 'loading' } });
  useEffect(() => {
    let live = true;
    loadQuestionsWithTranslations(language, publicVersion, publicOnly).then(
      (data) => live && setLoaded({ key, state: { status: 'ready', data } }),
      (error: unknown) =>
        live &&
        setLoaded({ key, state: { status: 'error', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      live = false;
    };
  }, [key, language, publicVersion, publicOnly]);
  return loaded.key === key ? loaded.state : { status: 'loading' };
}

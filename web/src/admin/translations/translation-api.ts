// The translation calls of spec part 2 §7 as the three editors make them. Each language saves
// through the call the spec names for it; Save is a create when none exists, otherwise an update.
import type {
  AutoTranslateAnswer,
  AutoTranslateStatus,
  CategoryDto,
  OptionDto,
  QuestionDto,
  TestVersion,
  TranslationDto,
  TranslationLanguage,
} from '@civics/sync-protocol';
import { RequestError } from '../../lib/request';
import { adminGet, adminSend, errorText } from '../lib/admin-api';

export interface TranslationTexts {
  questionText: string;
  options: OptionDto[];
  explanation: string;
}

export const LANGUAGE_NAMES: Record<TranslationLanguage, string> = {
  vi: 'Vietnamese',
  ko: 'Korean',
  zh: 'Simplified Chinese',
  'zh-TW': 'Traditional Chinese',
  es: 'Spanish',
};

/**
 * What a failed load says (spec part 2 §8): the load's own text ('Failed to fetch translations' ...)
 * and, for an answer that is not ok, 'Error fetching <what>: <status>'. A server error (5xx) says only
 * that: its message is the server's inside (a database error), not something the admin can act on
 * (issue 34 item 10). A refusal (401, 403 ...) or a lost connection adds its reason, which the admin can act on.
 */
export function loadFailure(failure: string, what: string, error: unknown): string {
  if (error instanceof RequestError) {
    const status = `Error fetching ${what}: ${error.status}`;
    return error.status >= 500 ? `${failure}. ${status}` : `${failure}. ${status} (${errorText(error)})`;
  }
  return `${failure} (${errorText(error)})`;
}

/** A list read; an answer that is not a list is a failed load with the spec's message (§8). */
async function list<T>(path: string, failure: string, what: string): Promise<T[]> {
  let answer: unknown;
  try {
    answer = await adminGet<unknown>(path);
  } catch (error) {
    throw new Error(loadFailure(failure, what, error), { cause: error });
  }
  if (!Array.isArray(answer)) throw new Error(failure);
  return answer as T[];
}

export const adminQuestions = (version: TestVersion) =>
  list<QuestionDto>(`/api/questions?version=${version}`, 'Failed to fetch questions', 'questions');
export const adminCategories = () => list<CategoryDto>('/api/categories', 'Failed to fetch categories', 'categories');
export const translationsIn = (language: TranslationLanguage, version: TestVersion) =>
  list<TranslationDto>(
    `/api/translations?language=${encodeURIComponent(language)}&version=${version}`,
    'Failed to fetch translations',
    'translations',
  );
export const koreanTranslations = (version: TestVersion) =>
  list<TranslationDto>(
    `/api/translations/korean?version=${version}`,
    'Failed to load Korean translations',
    'Korean translations',
  );
export const vietnameseQuestions = (version: TestVersion) =>
  list<QuestionDto>(`/api/vi-translations/questions?version=${version}`, 'Failed to load questions', 'questions');

export const autoTranslate = (questionId: number, targetLanguage: TranslationLanguage) =>
  withReason(
    'Failed to auto-translate',
    adminSend<AutoTranslateAnswer>('POST', '/api/translations/auto-translate', { questionId, targetLanguage }),
  );

/** Whether the server has a translation service: the editors offer Auto-Translate only then. */
export const autoTranslateStatus = () => adminGet<AutoTranslateStatus>('/api/translations/auto-translate/status');

/** The spec's failure text (part 2 §8) with the server's reason after it. */
export async function withReason<T>(failure: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw new Error(`${failure}: ${errorText(error)}`, { cause: error });
  }
}

export const saveVietnamese = (questionId: number, texts: TranslationTexts) =>
  withReason(
    'Failed to update Vietnamese translation',
    adminSend<TranslationDto>('PUT', `/api/questions/${questionId}/vietnamese`, texts),
  );

/**
 * Every option of the question, those without text as empty text: the spec adds the options missing
 * from a payload with empty text before any save (part 2 §5), so a translation of the question alone
 * saves in every language (issue 34 item 6; dropping them sent no options, which was refused).
 */
const withEveryOption = (texts: TranslationTexts): TranslationTexts => ({
  ...texts,
  options: texts.options.map((o) => ({ id: o.id, text: o.text.trim() })),
});

export function saveTranslation(
  language: TranslationLanguage,
  questionId: number,
  existing: TranslationDto | undefined,
  texts: TranslationTexts,
) {
  const body = withEveryOption(texts);
  if (language === 'vi') return saveVietnamese(questionId, body);
  const failure = existing ? 'Failed to update translation' : 'Failed to create translation';
  if (language === 'zh-TW')
    return withReason(
      failure,
      adminSend<TranslationDto>('PUT', `/api/translations/chinese-traditional/${questionId}`, body),
    );
  if (existing)
    return withReason(
      failure,
      adminSend<TranslationDto>('PUT', `/api/translations/${existing.id}`, {
        ...body,
        id: existing.id,
        questionId,
        language,
      }),
    );
  const createPath =
    language === 'ko'
      ? '/api/translations/korean'
      : language === 'es'
        ? '/api/spanish-translations'
        : '/api/translations';
  return withReason(failure, adminSend<TranslationDto>('POST', createPath, { ...body, questionId, language }));
}

/** A translation counts as done when its question text is there. */
export const isTranslated = (t: { questionText: string } | undefined): boolean => !!t?.questionText.trim();

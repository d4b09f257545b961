import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TranslationDto } from '@civics/sync-protocol';
import { json, stubFetch } from '../../test/fetch-stub';
import {
  adminCategories,
  adminQuestions,
  autoTranslate,
  koreanTranslations,
  saveTranslation,
  translationsIn,
  vietnameseQuestions,
} from './translation-api';

const texts = {
  questionText: 'Texto',
  options: [
    { id: 'option_1', text: 'Uno' },
    { id: 'option_2', text: '  ' },
  ],
  explanation: '',
};
const existing: TranslationDto = {
  id: 42,
  questionId: 7,
  language: 'ko',
  questionText: 'x',
  options: [],
  explanation: '',
};

afterEach(() => vi.unstubAllGlobals());

describe('saveTranslation', () => {
  it.each([
    ['ko', undefined, 'POST', '/api/translations/korean'],
    ['es', undefined, 'POST', '/api/spanish-translations'],
    ['zh', undefined, 'POST', '/api/translations'],
    ['ko', existing, 'PUT', '/api/translations/42'],
    ['es', { ...existing, language: 'es' }, 'PUT', '/api/translations/42'],
    ['zh-TW', undefined, 'PUT', '/api/translations/chinese-traditional/7'],
    ['zh-TW', { ...existing, language: 'zh-TW' }, 'PUT', '/api/translations/chinese-traditional/7'],
    ['vi', undefined, 'PUT', '/api/questions/7/vietnamese'],
  ] as const)(
    'saves %s (existing: %o) with %s %s, sending every option, those without text empty (spec part 2 §5)',
    async (language, current, method, url) => {
      const fetchMock = stubFetch(() => json({ ...existing, language }, method === 'POST' ? 201 : 200));
      await saveTranslation(language, 7, current, texts);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [calledUrl, init] = fetchMock.mock.calls[0]!;
      expect(calledUrl).toBe(url);
      expect(init.method).toBe(method);
      const body = JSON.parse(String(init.body)) as { options: unknown[]; questionId?: number; language?: string };
      expect(body.options).toEqual([
        { id: 'option_1', text: 'Uno' },
        { id: 'option_2', text: '' },
      ]);
      if (url.startsWith('/api/translations') && !url.includes('chinese-traditional'))
        expect(body).toMatchObject({ questionId: 7, language });
    },
  );

  it.each([
    ['es', undefined, 'Failed to create translation'],
    ['ko', existing, 'Failed to update translation'],
    ['vi', undefined, 'Failed to update Vietnamese translation'],
  ] as const)(
    'names a refused %s save with the spec text and the server reason',
    async (language, current, failure) => {
      stubFetch(() => json({ error: 'Bad Request', message: 'Question text must not be empty' }, 400));
      await expect(saveTranslation(language, 7, current, texts)).rejects.toThrow(
        `${failure}: Question text must not be empty`,
      );
    },
  );

  it('names a failed Auto-Translate with the server reason (what to configure)', async () => {
    stubFetch(() =>
      json(
        {
          error: 'Service Unavailable',
          message: 'Auto-translate is not configured on this server (set TRANSLATE_URL)',
        },
        503,
      ),
    );
    await expect(autoTranslate(7, 'ko')).rejects.toThrow(
      'Failed to auto-translate: Auto-translate is not configured on this server (set TRANSLATE_URL)',
    );
  });
});

describe('a failed load (issue 34 item 10)', () => {
  it.each([
    [
      'translations',
      () => translationsIn('es', '2025'),
      'Failed to fetch translations. Error fetching translations: 500',
    ],
    ['questions', () => adminQuestions('2025'), 'Failed to fetch questions. Error fetching questions: 500'],
    ['categories', () => adminCategories(), 'Failed to fetch categories. Error fetching categories: 500'],
    [
      'Korean translations',
      () => koreanTranslations('2025'),
      'Failed to load Korean translations. Error fetching Korean translations: 500',
    ],
    [
      'Vietnamese questions',
      () => vietnameseQuestions('2025'),
      'Failed to load questions. Error fetching questions: 500',
    ],
  ])('of %s answered 500 says the spec text, not the server message', async (_name, load, text) => {
    stubFetch(() => json({ error: 'Internal Server Error', message: 'SQLITE_BUSY: database is locked' }, 500));
    const failure = await load().then(
      () => null,
      (error: unknown) => error as Error,
    );
    expect(failure?.message).toBe(text);
  });

  it('keeps the reason of a refusal the admin can act on, after the spec text', async () => {
    stubFetch(() => json({ error: 'Unauthorized', message: 'Not authenticated' }, 401));
    await expect(translationsIn('ko', '2008')).rejects.toThrow(
      'Failed to fetch translations. Error fetching translations: 401 (Not authenticated)',
    );
  });
});

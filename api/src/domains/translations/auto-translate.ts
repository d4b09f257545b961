// POST /api/translations/auto-translate: a suggestion for every text of a question, from the
// translation memory first and the machine for the rest. Nothing is stored: the editor shows the
// suggestion and the admin's Save stores it.
import { stripVietnamesePrefix } from '@civics/seed-data';
import type { AutoTranslateAnswer, SuggestionSource, TranslationLanguage } from '@civics/sync-protocol';
import type { DbOrTrx } from '../../db/database.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { buildMemory, normalizeEnglish } from './memory.js';
import { ProviderError, type TranslationProvider } from './providers/provider.js';
import { englishWithTranslations, findQuestion, questionOptions } from '../content/translations-repository.js';

export const NOT_CONFIGURED_MESSAGE =
  'Auto-translate is not configured on this server (set TRANSLATE_URL to a LibreTranslate server).';

interface Field {
  english: string;
  text: string;
  source: SuggestionSource;
}

export async function suggestTranslation(
  db: DbOrTrx,
  provider: TranslationProvider | null,
  questionId: number,
  language: TranslationLanguage,
): Promise<AutoTranslateAnswer> {
  const question = await findQuestion(db, questionId);
  if (!question) throw notFound(`Question ${questionId} not found`);
  const options = questionOptions(question);
  const memory = buildMemory(await englishWithTranslations(db, language), questionId);

  const field = (english: string): Field => {
    if (!english.trim()) return { english, text: '', source: 'empty' };
    const remembered = memory.get(normalizeEnglish(english));
    return remembered ? { english, text: remembered, source: 'memory' } : { english, text: '', source: 'machine' };
  };
  const fields = {
    questionText: field(question.questionText),
    options: options.map((o) => field(o.text)),
    explanation: field(question.explanation),
  };
  const all = [fields.questionText, ...fields.options, fields.explanation];
  const pending = all.filter((f) => f.source === 'machine');

  if (pending.length > 0) {
    if (!provider) throw new HttpError(503, NOT_CONFIGURED_MESSAGE);
    let translated: string[];
    try {
      translated = await provider.translate(
        pending.map((f) => f.english),
        language,
      );
    } catch (error) {
      if (error instanceof ProviderError) throw new HttpError(502, `Failed to auto-translate: ${error.message}`);
      throw error;
    }
    pending.forEach((f, i) => {
      const text = translated[i] ?? '';
      f.text = language === 'vi' ? stripVietnamesePrefix(text) : text.trim();
    });
  }

  return {
    questionId,
    language,
    questionText: fields.questionText.text,
    options: options.map((o, i) => ({ id: o.id, text: fields.options[i]!.text })),
    explanation: fields.explanation.text,
    provider: pending.length > 0 ? provider!.name : null,
    sources: {
      questionText: fields.questionText.source,
      options: Object.fromEntries(options.map((o, i) => [o.id, fields.options[i]!.source])),
      explanation: fields.explanation.source,
    },
  };
}

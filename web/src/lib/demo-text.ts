// What the demo card shows on the translated side of a question: the translation where it has
// text, else the placeholder of that language (a whole missing translation and one missing option
// read differently, as the spec's Vietnamese does).
import type { QuestionDto } from '@civics/sync-protocol';
import type { TranslationLanguage } from '@civics/sync-protocol/constants';
import { translationOf } from './public-questions';
import { NO_OPTION_BY_LANGUAGE, UNAVAILABLE_BY_LANGUAGE } from './translation-placeholders';

export interface DemoTranslatedText {
  questionText: string;
  /** By option id. */
  options: Record<string, string>;
  explanation: string;
  /** False when the question has no translation at all in this language. */
  translated: boolean;
}

export function demoTranslatedText(question: QuestionDto, language: TranslationLanguage): DemoTranslatedText {
  const translation = translationOf(question, language);
  const unavailable = UNAVAILABLE_BY_LANGUAGE[language];
  const options: Record<string, string> = {};
  for (const option of question.options) {
    const text = translation?.options.find((o) => o.id === option.id)?.text.trim();
    options[option.id] = text || (translation ? NO_OPTION_BY_LANGUAGE[language] : unavailable);
  }
  return {
    questionText: translation?.questionText.trim() ?? unavailable,
    options,
    explanation: translation?.explanation.trim() || unavailable,
    translated: translation !== undefined,
  };
}

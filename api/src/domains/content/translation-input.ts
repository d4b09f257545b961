// The rules every translation write goes through (spec part 2 §3, §5): Vietnamese labels are
// stripped, question text is required, every option given must belong to the question (once), and
// the options the payload left out are added with empty text ("Before saving any translation"). An
// option with empty text is an option not translated yet, so a translation of the question alone,
// with no option text at all, saves in every language (issue 34 item 6). The Vietnamese editor's
// own form rules (at least one option, each with text) are that screen's, checked in its form.
import { stripVietnamesePrefix } from '@civics/seed-data';
import type { OptionDto, TranslationLanguage } from '@civics/sync-protocol';
import { badRequest } from '../../lib/http-error.js';

export interface TranslationTexts {
  questionText: string;
  options: OptionDto[];
  explanation: string;
}

export interface TranslationInput {
  questionText?: string;
  options?: OptionDto[];
  explanation?: string;
}

/** The spec gives these messages in Vietnamese (§5); the other editors are English screens. */
const MESSAGES = {
  vi: {
    questionText: 'Nội dung câu hỏi không được trống',
    unknownOption: (id: string) => `Đáp án "${id}" không thuộc câu hỏi này`,
    duplicateOption: (id: string) => `Đáp án "${id}" bị lặp lại`,
  },
  other: {
    questionText: 'Question text must not be empty',
    unknownOption: (id: string) => `Option "${id}" does not belong to this question`,
    duplicateOption: (id: string) => `Option "${id}" is given twice`,
  },
};

export const validationMessages = (language: TranslationLanguage) => (language === 'vi' ? MESSAGES.vi : MESSAGES.other);

/** Checks and cleans an admin's input against the English question; throws a 400 on the first fault. */
export function prepareTranslation(
  questionOptions: OptionDto[],
  input: TranslationInput,
  language: TranslationLanguage,
): TranslationTexts {
  const messages = validationMessages(language);
  const clean = (text: string) => (language === 'vi' ? stripVietnamesePrefix(text) : text.trim());

  const questionText = clean(input.questionText ?? '');
  if (!questionText) throw badRequest(messages.questionText, { questionText: messages.questionText });

  const given = input.options ?? [];
  const known = new Set(questionOptions.map((o) => o.id));
  const texts = new Map<string, string>();
  for (const option of given) {
    if (!known.has(option.id))
      throw badRequest(messages.unknownOption(option.id), { options: messages.unknownOption(option.id) });
    if (texts.has(option.id))
      throw badRequest(messages.duplicateOption(option.id), { options: messages.duplicateOption(option.id) });
    texts.set(option.id, clean(option.text));
  }

  return {
    questionText,
    // In the English question's order; the ones left out get empty text (§5).
    options: questionOptions.map((o) => ({ id: o.id, text: texts.get(o.id) ?? '' })),
    explanation: clean(input.explanation ?? ''),
  };
}

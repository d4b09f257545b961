// Translation calls of spec part 2 §7: reads for signed-in users, writes and auto-translate for
// admins, and the public read behind the print, demo and translation-test pages.
import Type, { type Static } from 'typebox';
import { CategoryDto, OptionDto, QuestionDto } from './content.js';

export const TRANSLATION_TEXT_LIMITS = {
  questionText: 2000,
  optionText: 1000,
  explanation: 5000,
  options: 20,
} as const;

export const TranslationLanguageSchema = Type.Union([
  Type.Literal('vi'),
  Type.Literal('ko'),
  Type.Literal('zh'),
  Type.Literal('zh-TW'),
  Type.Literal('es'),
]);

const VersionParam = Type.Optional(Type.Union([Type.Literal('2008'), Type.Literal('2025')]));

export const TranslationsQuery = Type.Object({
  language: TranslationLanguageSchema,
  version: VersionParam,
  t: Type.Optional(Type.String()),
});
export const TranslationListQuery = Type.Object({ version: VersionParam, t: Type.Optional(Type.String()) });

export const TranslationOptionInput = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 40 }),
    text: Type.String({ maxLength: TRANSLATION_TEXT_LIMITS.optionText }),
  },
  { additionalProperties: false },
);

/**
 * The translated texts. questionText and options are optional in the schema on purpose: a missing
 * one is answered with the spec's own message (§5) by the server's validation, not a schema error.
 */
const textFields = {
  questionText: Type.Optional(Type.String({ maxLength: TRANSLATION_TEXT_LIMITS.questionText })),
  options: Type.Optional(Type.Array(TranslationOptionInput, { maxItems: TRANSLATION_TEXT_LIMITS.options })),
  explanation: Type.Optional(Type.String({ maxLength: TRANSLATION_TEXT_LIMITS.explanation })),
};

/** PUT /api/questions/{id}/vietnamese and PUT /api/translations/chinese-traditional/{questionId}. */
export const TranslationTextsBody = Type.Object(
  {
    ...textFields,
    questionId: Type.Optional(Type.Integer()),
    language: Type.Optional(Type.String()),
    id: Type.Optional(Type.Integer()),
  },
  { additionalProperties: false },
);
export type TranslationTextsBody = Static<typeof TranslationTextsBody>;

/** POST /api/translations, /api/translations/korean, /api/spanish-translations; PUT /api/translations/{id}. */
export const TranslationWriteBody = Type.Object(
  {
    ...textFields,
    questionId: Type.Integer({ minimum: 1 }),
    language: Type.Optional(TranslationLanguageSchema),
    id: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type TranslationWriteBody = Static<typeof TranslationWriteBody>;

export const AutoTranslateBody = Type.Object(
  { questionId: Type.Integer({ minimum: 1 }), targetLanguage: TranslationLanguageSchema },
  { additionalProperties: false },
);
export type AutoTranslateBody = Static<typeof AutoTranslateBody>;

/** Where a suggested text came from: a reviewed translation of the same English elsewhere, or the machine. */
export const SuggestionSource = Type.Union([Type.Literal('memory'), Type.Literal('machine'), Type.Literal('empty')]);
export type SuggestionSource = Static<typeof SuggestionSource>;

/** A suggestion: read as a translation, never stored until an admin saves it. */
export const AutoTranslateAnswer = Type.Object({
  questionId: Type.Integer(),
  language: Type.String(),
  questionText: Type.String(),
  options: Type.Array(OptionDto),
  explanation: Type.String(),
  provider: Type.Union([Type.String(), Type.Null()]),
  sources: Type.Object({
    questionText: SuggestionSource,
    options: Type.Record(Type.String(), SuggestionSource),
    explanation: SuggestionSource,
  }),
});
export type AutoTranslateAnswer = Static<typeof AutoTranslateAnswer>;

export const PublicQuestionsQuery = Type.Object({
  version: VersionParam,
  language: Type.Optional(TranslationLanguageSchema),
});
export const PublicQuestionsAnswer = Type.Object({
  version: Type.String(),
  language: Type.String(),
  questions: Type.Array(QuestionDto),
  categories: Type.Array(CategoryDto),
});
export type PublicQuestionsAnswer = Static<typeof PublicQuestionsAnswer>;

export const TranslationIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const QuestionIdParams = Type.Object({ questionId: Type.Integer({ minimum: 1 }) });

/** Whether this server has a translation service, so the editors offer Auto-Translate only then. */
export const AutoTranslateStatus = Type.Object({ configured: Type.Boolean() });
export type AutoTranslateStatus = Static<typeof AutoTranslateStatus>;

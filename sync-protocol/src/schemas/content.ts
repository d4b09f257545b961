import Type, { type Static } from 'typebox';

export const OptionDto = Type.Object({ id: Type.String(), text: Type.String() });
export type OptionDto = Static<typeof OptionDto>;

export const QuestionTranslationDto = Type.Object({
  questionText: Type.String(),
  options: Type.Array(OptionDto),
  explanation: Type.String(),
});
export type QuestionTranslationDto = Static<typeof QuestionTranslationDto>;

export const QuestionDto = Type.Object({
  id: Type.Integer(),
  version: Type.String(),
  officialNumber: Type.Integer(),
  categoryId: Type.Integer(),
  subcategoryId: Type.Union([Type.Integer(), Type.Null()]),
  questionText: Type.String(),
  options: Type.Array(OptionDto),
  correctOptionIndex: Type.Integer(),
  correctOptionId: Type.String(),
  explanation: Type.String(),
  isActive: Type.Boolean(),
  isTimeSensitive: Type.Boolean(),
  stateSpecific: Type.Boolean(),
  applicableStates: Type.Union([Type.Array(Type.String()), Type.Null()]),
  jurisdictionType: Type.String(),
  star6520: Type.Boolean(),
  answersRequired: Type.Integer(),
  dynamicKind: Type.Union([Type.String(), Type.Null()]),
  /**
   * Every official answer (USCIS list), for grading typed answers. Optional: a bundle stored on a
   * device before this field existed lacks it; the API always sends it.
   */
  officialAnswers: Type.Optional(Type.Array(Type.String())),
  translations: Type.Optional(Type.Record(Type.String(), QuestionTranslationDto)),
  /**
   * YYYY-MM-DD: how current a time-sensitive answer is (shown as "as of"). A personalised senators,
   * governor or capital answer carries its officials' date, the one the officials panel shows.
   */
  answerAsOf: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type QuestionDto = Static<typeof QuestionDto>;

export const QuestionsQuery = Type.Object({
  categoryId: Type.Optional(Type.Integer({ minimum: 1 })),
  /** A JSON array of question ids, as the spec's client sends it. */
  questionIds: Type.Optional(Type.String({ maxLength: 4000 })),
  version: Type.Optional(Type.Union([Type.Literal('2008'), Type.Literal('2025')])),
  t: Type.Optional(Type.String()),
});

export const TranslationDto = Type.Object({
  id: Type.Integer(),
  questionId: Type.Integer(),
  language: Type.String(),
  questionText: Type.String(),
  options: Type.Array(OptionDto),
  explanation: Type.String(),
});
export type TranslationDto = Static<typeof TranslationDto>;

export const CategoryDto = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  group: Type.Union([Type.String(), Type.Null()]),
  translations: Type.Record(Type.String(), Type.Object({ name: Type.String() })),
});
export type CategoryDto = Static<typeof CategoryDto>;

export const CategoryCountDto = Type.Object({ categoryId: Type.Integer(), questionCount: Type.Integer() });
export type CategoryCountDto = Static<typeof CategoryCountDto>;

const Portrait = {
  portraitUrl: Type.Union([Type.String(), Type.Null()]),
  portraitData: Type.Union([Type.String(), Type.Null()]),
  portraitMimeType: Type.Union([Type.String(), Type.Null()]),
};

export const SenatorDto = Type.Object({
  id: Type.Integer(),
  state: Type.String(),
  stateName: Type.String(),
  senatorName: Type.String(),
  partisanship: Type.String(),
  inaugurationDay: Type.Union([Type.String(), Type.Null()]),
  ...Portrait,
  portraitFileName: Type.Union([Type.String(), Type.Null()]),
  isActive: Type.Boolean(),
  asOf: Type.String(),
});
export type SenatorDto = Static<typeof SenatorDto>;

export const GovernorDto = Type.Object({
  id: Type.Integer(),
  state: Type.String(),
  stateName: Type.String(),
  governorName: Type.String(),
  partisanship: Type.String(),
  inaugurationDay: Type.Union([Type.String(), Type.Null()]),
  portrait: Type.Union([Type.String(), Type.Null()]),
  portraitMimeType: Type.Union([Type.String(), Type.Null()]),
  portraitData: Type.Union([Type.String(), Type.Null()]),
  asOf: Type.String(),
});
export type GovernorDto = Static<typeof GovernorDto>;

/** GET /api/content/bundle: everything a device needs to study offline, versioned by its ETag. */
export const BundleQuery = Type.Object({
  language: Type.Optional(
    Type.Union([
      Type.Literal('none'),
      Type.Literal('en'),
      Type.Literal('vi'),
      Type.Literal('ko'),
      Type.Literal('zh'),
      Type.Literal('zh-TW'),
      Type.Literal('es'),
    ]),
  ),
  version: Type.Optional(Type.Union([Type.Literal('2008'), Type.Literal('2025')])),
});

import Type, { type Static } from 'typebox';

const OptionId = Type.Union([
  Type.Literal('option_1'),
  Type.Literal('option_2'),
  Type.Literal('option_3'),
  Type.Literal('option_4'),
]);
const NonEmpty = Type.String({ minLength: 1 });
const Option = Type.Object({ id: OptionId, text: NonEmpty }, { additionalProperties: false });

export const BankQuestion = Type.Object(
  {
    officialNumber: Type.Integer({ minimum: 1, maximum: 128 }),
    categoryId: Type.Integer({ minimum: 1, maximum: 3 }),
    subcategoryId: Type.Integer({ minimum: 1 }),
    questionText: NonEmpty,
    options: Type.Array(Option, { minItems: 4, maxItems: 4 }),
    correctOptionId: OptionId,
    explanation: NonEmpty,
    isTimeSensitive: Type.Boolean(),
    stateSpecific: Type.Boolean(),
    star6520: Type.Boolean(),
    answersRequired: Type.Integer({ minimum: 1, maximum: 5 }),
    dynamicKind: Type.Union([NonEmpty, Type.Null()]),
    /** YYYY-MM-DD the time-sensitive answer was last checked; shown to learners as "as of". Officials' answers date from their rows instead. */
    answerAsOf: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  },
  { additionalProperties: false },
);
export type BankQuestion = Static<typeof BankQuestion>;

export const Bank = Type.Object(
  {
    version: Type.Union([Type.Literal('2008'), Type.Literal('2025')]),
    questions: Type.Array(BankQuestion, { minItems: 1 }),
  },
  { additionalProperties: false },
);
export type Bank = Static<typeof Bank>;

export const TranslatedQuestion = Type.Object(
  {
    officialNumber: Type.Integer({ minimum: 1, maximum: 128 }),
    questionText: NonEmpty,
    options: Type.Array(Option, { minItems: 4, maxItems: 4 }),
    explanation: NonEmpty,
  },
  { additionalProperties: false },
);
export type TranslatedQuestion = Static<typeof TranslatedQuestion>;

export const TranslationFile = Type.Object(
  {
    version: Type.Union([Type.Literal('2008'), Type.Literal('2025')]),
    language: Type.Union([
      Type.Literal('vi'),
      Type.Literal('ko'),
      Type.Literal('zh'),
      Type.Literal('zh-TW'),
      Type.Literal('es'),
    ]),
    questions: Type.Array(TranslatedQuestion),
  },
  { additionalProperties: false },
);
export type TranslationFile = Static<typeof TranslationFile>;

export const CategoriesFile = Type.Object({
  categories: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: NonEmpty,
      description: Type.String(),
      group: Type.String(),
      translations: Type.Record(Type.String(), Type.Object({ name: NonEmpty })),
    }),
  ),
  subcategories: Type.Array(
    Type.Object({
      id: Type.Integer(),
      version: Type.Union([Type.Literal('2008'), Type.Literal('2025')]),
      categoryId: Type.Integer(),
      name: NonEmpty,
      order: Type.Integer(),
      range: Type.Union([Type.Tuple([Type.Integer(), Type.Integer()]), Type.Null()]),
    }),
  ),
});
export type CategoriesFile = Static<typeof CategoriesFile>;

/** The official reference list (reference/civics-<version>.json), read for the accepted answers. */
export const OfficialQuestion = Type.Object({
  number: Type.Integer(),
  section: Type.String(),
  subsection: Type.String(),
  question: Type.String(),
  answers: Type.Array(Type.String()),
  star6520: Type.Boolean(),
  timeSensitive: Type.Boolean(),
  answersRequired: Type.Integer(),
  dynamicKind: Type.Optional(Type.String()),
  answersAsOf: Type.Optional(Type.String()),
  officialAnswerText: Type.Optional(Type.String()),
  note: Type.Optional(Type.String()),
});
export type OfficialQuestion = Static<typeof OfficialQuestion>;

export const SenatorRecord = Type.Object({
  state: Type.String({ minLength: 2, maxLength: 2 }),
  stateName: NonEmpty,
  name: NonEmpty,
  party: NonEmpty,
  startDate: Type.String(),
});
export type SenatorRecord = Static<typeof SenatorRecord>;

export const GovernorRecord = Type.Object({
  state: Type.String({ minLength: 2, maxLength: 2 }),
  stateName: NonEmpty,
  name: NonEmpty,
  party: NonEmpty,
  startDate: Type.String(),
});
export type GovernorRecord = Static<typeof GovernorRecord>;

export const RepresentativeRecord = Type.Object({
  state: Type.String({ minLength: 2, maxLength: 2 }),
  district: Type.Union([Type.Integer(), Type.Null()]),
  name: NonEmpty,
  party: NonEmpty,
  delegateOrCommissioner: Type.Boolean(),
});
export type RepresentativeRecord = Static<typeof RepresentativeRecord>;

export const CapitalRecord = Type.Object({ state: Type.String({ minLength: 2, maxLength: 2 }), capital: NonEmpty });
export type CapitalRecord = Static<typeof CapitalRecord>;

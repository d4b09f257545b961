// Issue 32: the N-400 interview bundle, fetched apart from the civics content bundle (only when the
// learner opens the N-400 practice), with one translation language, so neither bundle grows for
// learners who never open it.
import Type, { type Static } from 'typebox';

export const N400BundleQuery = Type.Object({
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
});

/** A translation travels with its review state: machine-made text is shown as "not yet reviewed". */
const Reviewed = { reviewed: Type.Boolean() };

export const N400Part9Dto = Type.Object({
  id: Type.String(),
  number: Type.String(),
  stem: Type.Union([Type.String(), Type.Null()]),
  text: Type.String(),
  section: Type.String(),
  expectedAnswer: Type.Union([Type.Literal('no'), Type.Literal('yes'), Type.Literal('depends')]),
  answerNote: Type.Union([Type.String(), Type.Null()]),
  keyTerms: Type.Array(Type.String()),
  edition: Type.String(),
  source: Type.String(),
  translation: Type.Union([
    Type.Object({
      text: Type.String(),
      stem: Type.Optional(Type.String()),
      answerNote: Type.Optional(Type.String()),
      ...Reviewed,
    }),
    Type.Null(),
  ]),
});
export type N400Part9Dto = Static<typeof N400Part9Dto>;

export const N400VocabularyDto = Type.Object({
  id: Type.String(),
  term: Type.String(),
  plainEnglish: Type.String(),
  exampleAnswer: Type.String(),
  appearsIn: Type.Array(Type.String()),
  translation: Type.Union([
    Type.Object({
      term: Type.String(),
      plainEnglish: Type.Optional(Type.String()),
      exampleAnswer: Type.Optional(Type.String()),
      ...Reviewed,
    }),
    Type.Null(),
  ]),
});
export type N400VocabularyDto = Static<typeof N400VocabularyDto>;

export const N400PersonalDto = Type.Object({
  id: Type.String(),
  question: Type.String(),
  topic: Type.String(),
  answerKind: Type.String(),
  field: Type.Union([Type.String(), Type.Null()]),
  formReference: Type.String(),
  translation: Type.Union([Type.Object({ question: Type.String(), ...Reviewed }), Type.Null()]),
});
export type N400PersonalDto = Static<typeof N400PersonalDto>;

export const N400Bundle = Type.Object({
  language: Type.String(),
  approvalLevel: Type.Integer(),
  part9: Type.Array(N400Part9Dto),
  vocabulary: Type.Array(N400VocabularyDto),
  personal: Type.Array(N400PersonalDto),
});
export type N400Bundle = Static<typeof N400Bundle>;

/** Issue 32, the admin side: the N-400 texts are editable, hideable and their translations reviewable. */
export const N400_KINDS = ['part9', 'vocabulary', 'personal'] as const;
export type N400Kind = (typeof N400_KINDS)[number];
export const N400KindSchema = Type.Union([Type.Literal('part9'), Type.Literal('vocabulary'), Type.Literal('personal')]);

/** The English fields an admin may change, per kind (the ids, form numbers and sources stay). */
export const N400_EDITABLE_FIELDS: Record<N400Kind, readonly string[]> = {
  part9: ['stem', 'text', 'expectedAnswer', 'answerNote'],
  vocabulary: ['term', 'plainEnglish', 'exampleAnswer'],
  personal: ['question'],
};
/** English fields that may be empty (null). */
export const N400_OPTIONAL_FIELDS: readonly string[] = ['stem', 'answerNote'];
/** The translated fields per kind, as the learner's bundle reads them. */
export const N400_TRANSLATED_FIELDS: Record<N400Kind, readonly string[]> = {
  part9: ['text', 'stem', 'answerNote'],
  vocabulary: ['term', 'plainEnglish', 'exampleAnswer'],
  personal: ['question'],
};

const N400Text = Type.String({ minLength: 1, maxLength: 2000 });

export const N400AdminTranslationDto = Type.Object({
  fields: Type.Record(Type.String(), Type.String()),
  reviewed: Type.Boolean(),
  translatedBy: Type.String(),
  updatedAt: Type.String(),
});
export const N400AdminItemDto = Type.Object({
  kind: N400KindSchema,
  id: Type.String(),
  /** What the list shows first: the Part 9 item number, the term, or the topic. */
  label: Type.String(),
  fields: Type.Record(Type.String(), Type.Union([Type.String(), Type.Null()])),
  isActive: Type.Boolean(),
  /** An older edition's Part 12 item: kept for its words, never asked. */
  legacy: Type.Boolean(),
  source: Type.String(),
  translations: Type.Record(Type.String(), N400AdminTranslationDto),
});
export type N400AdminItemDto = Static<typeof N400AdminItemDto>;
export const N400AdminList = Type.Object({ items: Type.Array(N400AdminItemDto) });
export type N400AdminList = Static<typeof N400AdminList>;

export const N400ItemParams = Type.Object({ kind: N400KindSchema, id: Type.String({ minLength: 1, maxLength: 100 }) });
export const N400ItemPatch = Type.Object(
  {
    fields: Type.Optional(Type.Record(Type.String(), Type.Union([N400Text, Type.Null()]))),
    isActive: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type N400ItemPatch = Static<typeof N400ItemPatch>;

export const N400TranslationParams = Type.Object({
  kind: N400KindSchema,
  id: Type.String({ minLength: 1, maxLength: 100 }),
  language: Type.Union([
    Type.Literal('vi'),
    Type.Literal('ko'),
    Type.Literal('zh'),
    Type.Literal('zh-TW'),
    Type.Literal('es'),
  ]),
});
export const N400TranslationBody = Type.Object(
  { fields: Type.Record(Type.String(), N400Text), reviewed: Type.Boolean() },
  { additionalProperties: false },
);
export type N400TranslationBody = Static<typeof N400TranslationBody>;

/** A file of records in the seed's shape (n400-records.ts) is imported whole: at most this many at once. */
export const N400_IMPORT_MAX = 500;
/** What an import did: items added at the end, known items whose English it replaced. */
export const N400ImportAnswer = Type.Object({ added: Type.Integer(), changed: Type.Integer() });
export type N400ImportAnswer = Static<typeof N400ImportAnswer>;
export const N400KindParams = Type.Object({ kind: N400KindSchema });
/** Every item id of one kind, in the order learners meet them. */
export const N400OrderBody = Type.Object(
  { ids: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 1000 }) },
  { additionalProperties: false },
);
export type N400OrderBody = Static<typeof N400OrderBody>;

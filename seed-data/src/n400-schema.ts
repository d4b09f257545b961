// Shapes of the N-400 interview content (issue 32): the Part 9 yes/no questions of Form N-400, the
// words an officer may ask the meaning of, and the officer's questions about the application.
import Type, { type Static } from 'typebox';

const NonEmpty = Type.String({ minLength: 1 });

export const N400Part9Record = Type.Object(
  {
    part: Type.Union([Type.Literal('9'), Type.Literal('12')]),
    number: NonEmpty,
    stem: Type.Optional(NonEmpty),
    text: NonEmpty,
    section: NonEmpty,
    expectedAnswer: Type.Union([Type.Literal('no'), Type.Literal('yes'), Type.Literal('depends')]),
    answerNote: Type.Optional(NonEmpty),
    keyTerms: Type.Array(NonEmpty),
    edition: NonEmpty,
    currentCounterpart: Type.Optional(Type.Union([NonEmpty, Type.Null()])),
  },
  { additionalProperties: false },
);
export type N400Part9Record = Static<typeof N400Part9Record>;

export const N400VocabularyRecord = Type.Object(
  { term: NonEmpty, plainEnglish: NonEmpty, exampleAnswer: NonEmpty, appearsIn: Type.Array(NonEmpty, { minItems: 1 }) },
  { additionalProperties: false },
);
export type N400VocabularyRecord = Static<typeof N400VocabularyRecord>;

export const N400AnswerKind = Type.Union(
  ['yesno', 'free', 'place', 'date', 'number', 'name'].map((k) => Type.Literal(k)),
);
export const N400PersonalRecord = Type.Object(
  {
    question: NonEmpty,
    topic: NonEmpty,
    answerKind: N400AnswerKind,
    formReference: NonEmpty,
    sources: Type.Array(NonEmpty, { minItems: 1 }),
  },
  { additionalProperties: false },
);
export type N400PersonalRecord = Static<typeof N400PersonalRecord>;

/** More ways an officer asks the same thing (our wording), each tied to one "about you" field; topic, kind and form item come from the reference question asking that field. */
export const N400PhrasingRecord = Type.Object({ question: NonEmpty, field: NonEmpty }, { additionalProperties: false });
export type N400PhrasingRecord = Static<typeof N400PhrasingRecord>;

/** One language's translations, keyed by the item ids of n400.ts; every field optional (coverage grows). */
export const N400TranslationFile = Type.Object(
  {
    language: NonEmpty,
    /** Machine-made text is never presented as reviewed: an admin approves it. */
    reviewed: Type.Boolean(),
    translatedBy: NonEmpty,
    part9: Type.Record(
      Type.String(),
      Type.Object(
        { text: NonEmpty, stem: Type.Optional(NonEmpty), answerNote: Type.Optional(NonEmpty) },
        { additionalProperties: false },
      ),
    ),
    vocabulary: Type.Record(
      Type.String(),
      Type.Object(
        { term: NonEmpty, plainEnglish: Type.Optional(NonEmpty), exampleAnswer: Type.Optional(NonEmpty) },
        { additionalProperties: false },
      ),
    ),
    personal: Type.Record(Type.String(), Type.Object({ question: NonEmpty }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type N400TranslationFile = Static<typeof N400TranslationFile>;

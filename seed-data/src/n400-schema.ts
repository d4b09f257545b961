// Shapes of the N-400 files of this package (issue 32): our extra phrasings and the translations. The
// reference records themselves (Part 9, vocabulary, the officer's questions) are sync-protocol's, since
// an admin imports them in the same shape.
import Type, { type Static } from 'typebox';
export { N400AnswerKind, N400Part9Record, N400PersonalRecord, N400VocabularyRecord } from '@civics/sync-protocol';

const NonEmpty = Type.String({ minLength: 1 });

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

// The N-400 content's records as the reference files write them (issue 32): the Part 9 yes/no
// questions of Form N-400, the words an officer may ask the meaning of, and the officer's questions
// about the application. The seed reads them, and an admin imports or creates items in the same shape.
import Type, { type Static } from 'typebox';

const NonEmpty = Type.String({ minLength: 1, maxLength: 2000 });

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

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

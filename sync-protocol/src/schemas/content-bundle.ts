// The offline content bundle (GET /api/content/bundle): the route's response schema and the
// device's stored types, one contract for both sides (issue 35). The device imports only the types,
// so the schema library stays out of the learner's start-up code.
import Type, { type Static } from 'typebox';
import { CategoryDto, QuestionDto, QuestionTranslationDto } from './content.js';
import { AnswerVariant, RepresentativeDto } from './officials.js';
import { StudyModeConfig, TestModeConfig } from './settings.js';
import { LearnerTestDefinition } from './tests.js';

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const NullableDay = Type.Union([Day, Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);

/** A seat's term that ends (sync-protocol/office-change.ts): the device decides by its own day. */
export const OfficeChangeDto = Type.Object({ endsOn: Day, successorFrom: NullableDay, site: Type.String() });

/** A question as the bundle carries it: the learner's answer, and the dated answers of coming days. */
export const BundleQuestion = Type.Intersect([
  QuestionDto,
  Type.Object({
    /** Only the bundle's language travels (an empty object for English only). */
    translations: Type.Record(Type.String(), QuestionTranslationDto),
    answerVariants: Type.Optional(Type.Array(AnswerVariant)),
    officeChanges: Type.Optional(Type.Array(OfficeChangeDto)),
  }),
]);
export type BundleQuestion = Static<typeof BundleQuestion>;

/** What a senator's and a governor's row carry: their term and their portrait. */
const TermAndPortrait = {
  id: Type.Integer(),
  state: Type.String(),
  stateName: Type.String(),
  partisanship: Type.String(),
  inaugurationDay: NullableString,
  validFrom: NullableDay,
  validUntil: NullableDay,
  asOf: Type.String(),
  /** The portrait's address (online), null when there is none. */
  portraitUrl: NullableString,
  /** The portrait itself, base64, only for the learner's own state (offline); else null. */
  portraitData: NullableString,
  portraitMimeType: NullableString,
};

export const BundleSenator = Type.Object({
  ...TermAndPortrait,
  senatorName: Type.String(),
  /** The Senate class of the seat, null when unknown. */
  senateClass: Type.Union([Type.Integer(), Type.Null()]),
});
export type BundleSenator = Static<typeof BundleSenator>;

export const BundleGovernor = Type.Object({ ...TermAndPortrait, governorName: Type.String() });
export type BundleGovernor = Static<typeof BundleGovernor>;

export const ContentBundle = Type.Object({
  version: Type.String(),
  /** The one translation language that travels ('none' for English only). */
  language: Type.String(),
  approvalLevel: Type.Integer(),
  state: NullableString,
  /** The learner's own Representative (their chosen district); null while not chosen. */
  representative: Type.Union([RepresentativeDto, Type.Null()]),
  questions: Type.Array(BundleQuestion),
  categories: Type.Array(CategoryDto),
  senators: Type.Array(BundleSenator),
  governors: Type.Array(BundleGovernor),
  studyModeConfig: StudyModeConfig,
  testModeConfig: TestModeConfig,
  /** The admin's fixed tests offered to this learner (only those whose questions they receive). */
  testDefinitions: Type.Array(LearnerTestDefinition),
});
export type ContentBundle = Static<typeof ContentBundle>;

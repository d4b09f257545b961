// Admin content editing (issue 9): questions, categories and subcategories. The admin screens and
// the API validate with these same schemas; the rules a schema cannot say (exactly one correct
// option, duplicate options, option ids kept, subcategory of the right category and bank) are
// checked on the server with clear messages.
import Type, { type Static } from 'typebox';
import { QuestionDto } from './content.js';

const Version = Type.Union([Type.Literal('2008'), Type.Literal('2025')]);
/** A calendar day, YYYY-MM-DD. */
export const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const StateCode = Type.String({ pattern: '^[A-Z]{2}$' });
const Id = Type.Integer({ minimum: 1 });

export const ADMIN_CONTENT_LIMITS = {
  questionTextMax: 500,
  optionTextMax: 300,
  explanationMax: 3000,
  optionsMin: 2,
  optionsMax: 6,
  officialNumberMax: 128,
  pageSizeMax: 200,
} as const;

export const AdminQuestionDto = Type.Object({
  ...QuestionDto.properties,
  editedByAdmin: Type.Boolean(),
  createdByAdmin: Type.Boolean(),
  answerAsOf: Type.Union([IsoDay, Type.Null()]),
  updatedAt: Type.String(),
});
export type AdminQuestionDto = Static<typeof AdminQuestionDto>;

export const AdminQuestionsQuery = Type.Object(
  {
    version: Type.Optional(Version),
    categoryId: Type.Optional(Id),
    subcategoryId: Type.Optional(Id),
    active: Type.Optional(Type.Boolean()),
    search: Type.Optional(Type.String({ maxLength: 200 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: ADMIN_CONTENT_LIMITS.pageSizeMax })),
  },
  { additionalProperties: false },
);
export type AdminQuestionsQuery = Static<typeof AdminQuestionsQuery>;

export const AdminQuestionPage = Type.Object({
  items: Type.Array(AdminQuestionDto),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type AdminQuestionPage = Static<typeof AdminQuestionPage>;

/** The fields an admin edits (PUT sends any of them; POST sends them with version and number). */
const editableQuestionFields = {
  categoryId: Id,
  subcategoryId: Type.Union([Id, Type.Null()]),
  questionText: Type.String({ minLength: 1, maxLength: ADMIN_CONTENT_LIMITS.questionTextMax }),
  options: Type.Array(
    Type.Object(
      { id: Type.String({ maxLength: 20 }), text: Type.String({ maxLength: ADMIN_CONTENT_LIMITS.optionTextMax }) },
      { additionalProperties: false },
    ),
    { minItems: ADMIN_CONTENT_LIMITS.optionsMin, maxItems: ADMIN_CONTENT_LIMITS.optionsMax },
  ),
  correctOptionId: Type.String({ minLength: 1, maxLength: 20 }),
  explanation: Type.String({ maxLength: ADMIN_CONTENT_LIMITS.explanationMax }),
  isActive: Type.Boolean(),
  isTimeSensitive: Type.Boolean(),
  stateSpecific: Type.Boolean(),
  applicableStates: Type.Union([Type.Array(StateCode, { maxItems: 60 }), Type.Null()]),
  answerAsOf: Type.Union([IsoDay, Type.Null()]),
};

/**
 * The answers a typed or spoken answer is graded against (mock interview). The officeholder
 * questions' accepted answers follow the holder in force (officeholders) on top of this list.
 */
export const OfficialAnswersField = Type.Array(
  Type.String({ minLength: 1, maxLength: ADMIN_CONTENT_LIMITS.optionTextMax, pattern: '\\S' }),
  { minItems: 1, maxItems: 20 },
);

export const AdminQuestionUpdate = Type.Partial(
  Type.Object({ ...editableQuestionFields, officialAnswers: OfficialAnswersField }),
  { additionalProperties: false, minProperties: 1 },
);
export type AdminQuestionUpdate = Static<typeof AdminQuestionUpdate>;

export const AdminQuestionCreate = Type.Object(
  {
    version: Version,
    officialNumber: Type.Integer({ minimum: 1, maximum: ADMIN_CONTENT_LIMITS.officialNumberMax }),
    ...editableQuestionFields,
    explanation: Type.Optional(editableQuestionFields.explanation),
    isActive: Type.Optional(Type.Boolean()),
    isTimeSensitive: Type.Optional(Type.Boolean()),
    stateSpecific: Type.Optional(Type.Boolean()),
    applicableStates: Type.Optional(editableQuestionFields.applicableStates),
    answerAsOf: Type.Optional(editableQuestionFields.answerAsOf),
    officialAnswers: Type.Optional(OfficialAnswersField),
  },
  { additionalProperties: false },
);
export type AdminQuestionCreate = Static<typeof AdminQuestionCreate>;

/** An option as the spec allows it on input (part 1 §3): plain text, or {id, text} (ids such as option_1 or option_a). */
const OptionInput = Type.Union([
  Type.String({ maxLength: ADMIN_CONTENT_LIMITS.optionTextMax }),
  Type.Object(
    { id: Type.String({ maxLength: 20 }), text: Type.String({ maxLength: ADMIN_CONTENT_LIMITS.optionTextMax }) },
    { additionalProperties: false },
  ),
]);
export type OptionInput = Static<typeof OptionInput>;

/** A Vietnamese block under `vietnamese` (spec part 1 §3): the question's translation, options by position or by id. */
export const VietnameseBlockInput = Type.Object(
  {
    questionText: Type.Optional(Type.String({ maxLength: ADMIN_CONTENT_LIMITS.questionTextMax })),
    text: Type.Optional(Type.String({ maxLength: ADMIN_CONTENT_LIMITS.questionTextMax })),
    options: Type.Optional(Type.Array(OptionInput, { maxItems: ADMIN_CONTENT_LIMITS.optionsMax })),
    explanation: Type.Optional(Type.String({ maxLength: ADMIN_CONTENT_LIMITS.explanationMax })),
  },
  { additionalProperties: false },
);
export type VietnameseBlockInput = Static<typeof VietnameseBlockInput>;

/**
 * What POST /api/admin/questions accepts: AdminQuestionCreate, or the spec's shapes of a question
 * (options as plain strings or {id, text}, `text` as an alias of questionText, correctOptionIndex in
 * place of correctOptionId, a Vietnamese block under `vietnamese`). The server folds it into
 * AdminQuestionCreate before any rule runs.
 */
export const AdminQuestionCreateBody = Type.Object(
  {
    ...AdminQuestionCreate.properties,
    questionText: Type.Optional(editableQuestionFields.questionText),
    text: Type.Optional(editableQuestionFields.questionText),
    options: Type.Array(OptionInput, {
      minItems: ADMIN_CONTENT_LIMITS.optionsMin,
      maxItems: ADMIN_CONTENT_LIMITS.optionsMax,
    }),
    correctOptionId: Type.Optional(editableQuestionFields.correctOptionId),
    correctOptionIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: ADMIN_CONTENT_LIMITS.optionsMax - 1 })),
    vietnamese: Type.Optional(VietnameseBlockInput),
  },
  { additionalProperties: false },
);
export type AdminQuestionCreateBody = Static<typeof AdminQuestionCreateBody>;

/**
 * One question of an import file in the spec's shape: as AdminQuestionCreateBody, its bank taken
 * from the import when it names none, no subcategory unless given, and an `id` from another system
 * allowed but not used (ids follow from bank and official number).
 */
export const AdminQuestionImportItem = Type.Object(
  {
    ...AdminQuestionCreateBody.properties,
    version: Type.Optional(Version),
    subcategoryId: Type.Optional(editableQuestionFields.subcategoryId),
    id: Type.Optional(Type.Integer()),
  },
  { additionalProperties: false },
);
export type AdminQuestionImportItem = Static<typeof AdminQuestionImportItem>;

export const ADMIN_IMPORT_MAX = 200;

/** POST /api/admin/questions/import: all of the file's questions are created, or none. */
export const AdminQuestionImportBody = Type.Object(
  { version: Version, questions: Type.Array(AdminQuestionImportItem, { minItems: 1, maxItems: ADMIN_IMPORT_MAX }) },
  { additionalProperties: false },
);
export type AdminQuestionImportBody = Static<typeof AdminQuestionImportBody>;

export const AdminQuestionImportResult = Type.Object({
  created: Type.Array(
    Type.Object({
      id: Type.Integer(),
      version: Type.String(),
      officialNumber: Type.Integer(),
      questionText: Type.String(),
    }),
  ),
});
export type AdminQuestionImportResult = Static<typeof AdminQuestionImportResult>;

export const AdminContentIdParams = Type.Object({ id: Id });

export const AdminCategoryDto = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  group: Type.Union([Type.String(), Type.Null()]),
  questionCount: Type.Integer(),
});
export type AdminCategoryDto = Static<typeof AdminCategoryDto>;

export const AdminCategoryInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    description: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
    group: Type.Union([Type.String({ maxLength: 50 }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type AdminCategoryInput = Static<typeof AdminCategoryInput>;

export const AdminSubcategoryDto = Type.Object({
  id: Type.Integer(),
  version: Type.String(),
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  categoryId: Type.Integer(),
  order: Type.Integer(),
  questionCount: Type.Integer(),
});
export type AdminSubcategoryDto = Static<typeof AdminSubcategoryDto>;

export const AdminSubcategoryInput = Type.Object(
  {
    version: Version,
    name: Type.String({ minLength: 1, maxLength: 100 }),
    description: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
    categoryId: Id,
    order: Type.Integer({ minimum: 0, maximum: 1000 }),
  },
  { additionalProperties: false },
);
export type AdminSubcategoryInput = Static<typeof AdminSubcategoryInput>;

export const AdminSubcategoriesQuery = Type.Object(
  { version: Type.Optional(Version) },
  { additionalProperties: false },
);

/** POST /api/admin/questions/import-seed: the reference banks against the database. */
export const SeedImportBody = Type.Object({ dryRun: Type.Boolean() }, { additionalProperties: false });
export const SeedImportChange = Type.Object({
  questionId: Type.Integer(),
  version: Type.String(),
  officialNumber: Type.Integer(),
  kind: Type.Union([Type.Literal('added'), Type.Literal('changed'), Type.Literal('skipped-admin-edit')]),
  fields: Type.Array(Type.String()),
});
export const SeedImportResult = Type.Object({
  dryRun: Type.Boolean(),
  applied: Type.Boolean(),
  changes: Type.Array(SeedImportChange),
});
export type SeedImportResult = Static<typeof SeedImportResult>;

// Fixed tests (issue 9): an admin composes a named test from chosen questions of one test version
// with a time limit, for every learner or one level; learners take it offline like any test and
// the attempt names it.
import Type, { type Static } from 'typebox';

const Version = Type.Union([Type.Literal('2008'), Type.Literal('2025')]);

export const TEST_DEFINITION_LIMITS = {
  nameMax: 100,
  questionsMin: 1,
  questionsMax: 128,
  timeLimitMin: 1,
  timeLimitMax: 180,
} as const;

/** null: every approved learner; 1 or 2: learners of that level. */
export const TestAudience = Type.Union([Type.Literal(1), Type.Literal(2), Type.Null()]);

export const TestDefinitionInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: TEST_DEFINITION_LIMITS.nameMax }),
    version: Version,
    questionIds: Type.Array(Type.Integer({ minimum: 1 }), {
      minItems: TEST_DEFINITION_LIMITS.questionsMin,
      maxItems: TEST_DEFINITION_LIMITS.questionsMax,
    }),
    timeLimitMinutes: Type.Integer({
      minimum: TEST_DEFINITION_LIMITS.timeLimitMin,
      maximum: TEST_DEFINITION_LIMITS.timeLimitMax,
    }),
    audienceLevel: TestAudience,
    isActive: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type TestDefinitionInput = Static<typeof TestDefinitionInput>;

export const TestDefinitionDto = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  version: Type.String(),
  questionIds: Type.Array(Type.Integer()),
  timeLimitMinutes: Type.Integer(),
  audienceLevel: TestAudience,
  isActive: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type TestDefinitionDto = Static<typeof TestDefinitionDto>;

/** What a learner's bundle carries: the fixed tests offered to them. */
export const LearnerTestDefinition = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  version: Type.String(),
  questionIds: Type.Array(Type.Integer()),
  timeLimitMinutes: Type.Integer(),
});
export type LearnerTestDefinition = Static<typeof LearnerTestDefinition>;

export const TestDefinitionsQuery = Type.Object(
  { version: Type.Optional(Version), active: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

export const TestAttemptsQuery = Type.Object(
  {
    testDefinitionId: Type.Optional(Type.Integer({ minimum: 1 })),
    /** Only attempts of fixed tests (true), only free tests (false), or both (absent). */
    fixedOnly: Type.Optional(Type.Boolean()),
    userSearch: Type.Optional(Type.String({ maxLength: 100 })),
    passed: Type.Optional(Type.Boolean()),
    from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  },
  { additionalProperties: false },
);
export type TestAttemptsQuery = Static<typeof TestAttemptsQuery>;

export const TestAttemptRow = Type.Object({
  id: Type.String(),
  userId: Type.Integer(),
  username: Type.String(),
  fullName: Type.Union([Type.String(), Type.Null()]),
  testDefinitionId: Type.Union([Type.Integer(), Type.Null()]),
  testName: Type.String(),
  score: Type.Integer(),
  totalQuestions: Type.Integer(),
  passed: Type.Boolean(),
  startedAt: Type.String(),
  completedAt: Type.Union([Type.String(), Type.Null()]),
});
export type TestAttemptRow = Static<typeof TestAttemptRow>;

export const TestAttemptPage = Type.Object({
  items: Type.Array(TestAttemptRow),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type TestAttemptPage = Static<typeof TestAttemptPage>;

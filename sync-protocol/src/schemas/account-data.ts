// A learner's own data (issue 14): download it (GET /api/account/export) and delete the account
// (DELETE /api/account). Never part of an export: the password hash, security answers, codes.
import Type, { type Static } from 'typebox';
import { SettingsDto } from './settings.js';
import { ExportAboutYouAnswer } from './about-you.js';

export const EXPORT_FORMATS = ['json', 'csv'] as const;
/** One CSV per kind of record; the JSON holds every kind at once. */
export const EXPORT_CSV_KINDS = ['answers', 'sessions', 'tests'] as const;
export type ExportCsvKind = (typeof EXPORT_CSV_KINDS)[number];

export const AccountExportQuery = Type.Object(
  {
    format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('csv')])),
    kind: Type.Optional(Type.Union([Type.Literal('answers'), Type.Literal('sessions'), Type.Literal('tests')])),
  },
  { additionalProperties: false },
);
export type AccountExportQuery = Static<typeof AccountExportQuery>;

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const ExportProfile = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  cellphone: Type.String(),
  fullName: NullableString,
  role: Type.String(),
  preferredLanguage: Type.String(),
  state: NullableString,
  testVersion: Type.String(),
  createdAt: Type.String(),
  lastLogin: NullableString,
  isApproved: Type.Boolean(),
  approvalLevel: Type.Integer(),
  approvedAt: NullableString,
  endDate: NullableString,
  emailVerified: Type.Boolean(),
  progressResetAt: NullableString,
  /** The questions of the spec's security questions, never their answers. */
  securityQuestions: Type.Array(Type.String()),
});

export const ExportAnswer = Type.Object({
  id: Type.String(),
  questionId: Type.Integer(),
  isCorrect: Type.Boolean(),
  studyTime: Type.Integer(),
  answeredAt: Type.String(),
  /** 'hard' for a right answer after a near miss (issue 14); null for one rated by isCorrect alone. */
  rating: NullableString,
  /** Issue 30: the words heard (or typed) with an answer given out loud; null for a chosen option. */
  given: NullableString,
});
/** Issue 32: an answer to an N-400 word ("What does … mean?"). */
export const ExportVocabularyAnswer = Type.Object({
  id: Type.String(),
  termId: Type.String(),
  isCorrect: Type.Boolean(),
  rating: NullableString,
  answeredAt: Type.String(),
});
export const ExportStudySession = Type.Object({
  id: Type.String(),
  sessionType: Type.String(),
  questionsCount: Type.Integer(),
  correctAnswers: Type.Integer(),
  totalTime: Type.Integer(),
  completedAt: NullableString,
  categoryFilters: Type.Array(Type.Integer()),
  language: Type.String(),
});
export const ExportTest = Type.Object({
  id: Type.String(),
  startedAt: Type.String(),
  completedAt: NullableString,
  score: Type.Integer(),
  totalQuestions: Type.Integer(),
  passed: Type.Boolean(),
  mode: Type.String(),
  testDefinitionId: Type.Union([Type.Integer(), Type.Null()]),
  questionsData: Type.Array(
    Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])),
  ),
});
export const ExportPayment = Type.Object({
  planName: Type.String(),
  method: Type.String(),
  amount: Type.Number(),
  currency: Type.String(),
  levelEndDate: NullableString,
  createdAt: Type.String(),
});

export const AccountExport = Type.Object({
  exportedAt: Type.String(),
  profile: ExportProfile,
  settings: SettingsDto,
  answers: Type.Array(ExportAnswer),
  vocabularyAnswers: Type.Array(ExportVocabularyAnswer),
  /** Issue 32: the "about you" answers kept on the account (only while the learner keeps them there). */
  aboutYouAnswers: Type.Array(ExportAboutYouAnswer),
  studySessions: Type.Array(ExportStudySession),
  tests: Type.Array(ExportTest),
  payments: Type.Array(ExportPayment),
});
export type AccountExport = Static<typeof AccountExport>;

export const DeleteAccountBody = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

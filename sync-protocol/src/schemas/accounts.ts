import Type, { type Static } from 'typebox';

/** GET /api/user and POST /api/login answer: snake_case as the spec's clients expect. */
export const UserDto = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  cellphone: Type.String(),
  full_name: Type.Union([Type.String(), Type.Null()]),
  role: Type.String(),
  preferred_language: Type.String(),
  state: Type.Union([Type.String(), Type.Null()]),
  /** The congressional district in `state` (0 at large; null while not chosen). */
  congressional_district: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  test_version: Type.String(),
  progress_data: Type.Record(Type.String(), Type.Unknown()),
  last_login: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  is_approved: Type.Boolean(),
  approval_level: Type.Integer(),
  approved_at: Type.Union([Type.String(), Type.Null()]),
  end_date: Type.Union([Type.String(), Type.Null()]),
  email_verified: Type.Boolean(),
});
export type UserDto = Static<typeof UserDto>;

// Bodies are declared loosely (strings) so that the shared rules in validation.ts answer with the
// spec's own messages instead of a generic schema error.
const Str = Type.String({ maxLength: 1000 });

export const RegisterBody = Type.Object({
  username: Str,
  cellphone: Str,
  email: Str,
  password: Str,
  fullName: Type.Optional(Str),
  preferredLanguage: Type.Optional(Str),
  state: Type.Optional(Str),
  securityQuestion1: Str,
  securityQuestion2: Str,
  securityQuestion3: Str,
  securityAnswer1: Str,
  securityAnswer2: Str,
  securityAnswer3: Str,
});
export type RegisterBody = Static<typeof RegisterBody>;

export const RegisterAnswer = Type.Object({
  message: Type.String(),
  username: Type.String(),
  _emailSent: Type.Boolean(),
  _tempVerificationCode: Type.Optional(Type.String()),
});
export type RegisterAnswer = Static<typeof RegisterAnswer>;

export const VerificationCodeAnswer = Type.Object({
  message: Type.String(),
  /** Development only, like the code: whether a mail went out (production answers alike for every name). */
  _emailSent: Type.Optional(Type.Boolean()),
  _tempVerificationCode: Type.Optional(Type.String()),
});
export type VerificationCodeAnswer = Static<typeof VerificationCodeAnswer>;

export const VerifyEmailBody = Type.Object({ username: Str, verificationCode: Str });
export type VerifyEmailBody = Static<typeof VerifyEmailBody>;

export const LoginBody = Type.Object({ username: Str, password: Str, remember: Type.Optional(Type.Boolean()) });
export type LoginBody = Static<typeof LoginBody>;

export const LanguageBody = Type.Object({ language: Str });

export const ResetQuestionsBody = Type.Object({ username: Str });
export const ResetQuestionsAnswer = Type.Object({
  question1: Type.String(),
  question2: Type.String(),
  question3: Type.String(),
});
export type ResetQuestionsAnswer = Static<typeof ResetQuestionsAnswer>;

export const ResetVerifyBody = Type.Object({
  username: Str,
  answers: Type.Object({ answer1: Str, answer2: Str, answer3: Str }),
  newPassword: Str,
});
export type ResetVerifyBody = Static<typeof ResetVerifyBody>;

export const VerifyAndChangePasswordBody = Type.Object({ username: Str, currentPassword: Str, newPassword: Str });
export type VerifyAndChangePasswordBody = Static<typeof VerifyAndChangePasswordBody>;

export const ChangePasswordBody = Type.Object({
  userId: Type.Optional(Type.Integer()),
  currentPassword: Str,
  newPassword: Str,
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** Admin: list and update accounts. */
export const AdminUsersQuery = Type.Object({ pending: Type.Optional(Type.Boolean()) });
export const AdminUserPatch = Type.Object(
  {
    approvalLevel: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
    role: Type.Optional(Type.Union([Type.Literal('user'), Type.Literal('admin')])),
    isApproved: Type.Optional(Type.Boolean()),
    endDate: Type.Optional(
      Type.Union([Type.String({ format: 'date' }), Type.String({ format: 'date-time' }), Type.Null()]),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type AdminUserPatch = Static<typeof AdminUserPatch>;

/** PATCH /api/user: the learner's own profile settings (state for the state questions, test version). */
export const UserProfilePatch = Type.Object(
  {
    state: Type.Optional(Type.Union([Type.String({ minLength: 2, maxLength: 2 }), Type.Null()])),
    /** A district of the state's seeded representatives (0 at large); null clears it. A new state clears it too. */
    congressionalDistrict: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 99 }), Type.Null()])),
    testVersion: Type.Optional(Type.Union([Type.Literal('2008'), Type.Literal('2025')])),
    fullName: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UserProfilePatch = Static<typeof UserProfilePatch>;

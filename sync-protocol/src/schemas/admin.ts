// Admin area core (issue 9): users, sessions, security events, audit log, system settings, dashboard.
import Type, { type Static } from 'typebox';
import { UserDto } from './accounts.js';
import { FreshnessItem } from './officials.js';

export const AdminUserIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const AdminSessionIdParams = Type.Object({ sid: Type.String({ minLength: 1, maxLength: 200 }) });

export const AdminApprovalLevel = Type.Union([Type.Literal(1), Type.Literal(2)]);

/**
 * GET /api/admin/users. Without `page` the answer is the old plain array (the spec's clients ask
 * `?pending=true`); with `page` it is `{items, total, page, pageSize}`.
 */
export const AdminUsersListQuery = Type.Object({
  pending: Type.Optional(Type.Boolean()),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  level: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
  role: Type.Optional(Type.Union([Type.Literal('user'), Type.Literal('admin')])),
  verified: Type.Optional(Type.Boolean()),
  disabled: Type.Optional(Type.Boolean()),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type AdminUsersListQuery = Static<typeof AdminUsersListQuery>;

/** A user as the admin sees it: the spec's snake_case user plus the admin-only fields. */
export const AdminUserDto = Type.Object({
  ...UserDto.properties,
  disabled_at: Type.Union([Type.String(), Type.Null()]),
  active_sessions: Type.Integer(),
});
export type AdminUserDto = Static<typeof AdminUserDto>;

export const AdminUsersPage = Type.Object({
  items: Type.Array(AdminUserDto),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type AdminUsersPage = Static<typeof AdminUsersPage>;

export const ApproveBody = Type.Object({ level: AdminApprovalLevel }, { additionalProperties: false });
export type ApproveBody = Static<typeof ApproveBody>;

export const BulkApproveBody = Type.Object(
  {
    ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 200, uniqueItems: true }),
    level: AdminApprovalLevel,
  },
  { additionalProperties: false },
);
export type BulkApproveBody = Static<typeof BulkApproveBody>;
export const BulkApproveAnswer = Type.Object({
  approved: Type.Integer(),
  users: Type.Array(AdminUserDto),
  /** Until when (ISO time) POST /api/admin/users/undo-approve can take these approvals back. */
  undoUntil: Type.Optional(Type.String()),
});
export type BulkApproveAnswer = Static<typeof BulkApproveAnswer>;
/** Takes back approvals the same admin made within the last minute. */
export const UndoApproveBody = Type.Object(
  { ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 200, uniqueItems: true }) },
  { additionalProperties: false },
);
export type UndoApproveBody = Static<typeof UndoApproveBody>;
export const UndoApproveAnswer = Type.Object({ restored: Type.Integer(), users: Type.Array(AdminUserDto) });
export type UndoApproveAnswer = Static<typeof UndoApproveAnswer>;

export const AdminSessionDto = Type.Object({
  sid: Type.String(),
  userId: Type.Integer(),
  device: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.Union([Type.String(), Type.Null()]),
  lastSeenAt: Type.Union([Type.String(), Type.Null()]),
  expiresAt: Type.String(),
  /** True for the session that made this request (revoking it signs the admin out). */
  current: Type.Boolean(),
});
export type AdminSessionDto = Static<typeof AdminSessionDto>;

export const SessionsAnswer = Type.Object({ sessions: Type.Array(AdminSessionDto) });
export type SessionsAnswer = Static<typeof SessionsAnswer>;

export const EndedSessionsAnswer = Type.Object({ message: Type.String(), endedSessions: Type.Integer() });
export type EndedSessionsAnswer = Static<typeof EndedSessionsAnswer>;

export const SecurityEventKind = Type.Union([Type.Literal('login_failed'), Type.Literal('rate_limited')]);
export type SecurityEventKind = Static<typeof SecurityEventKind>;

export const SecurityEventDto = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  username: Type.Union([Type.String(), Type.Null()]),
  ip: Type.Union([Type.String(), Type.Null()]),
  reason: Type.String(),
  path: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  /** Refusals this row stands for: rate-limit refusals are counted per source, route and minute (issue 20). */
  count: Type.Integer({ minimum: 1 }),
});
export type SecurityEventDto = Static<typeof SecurityEventDto>;
/** `username`: one account's (or unknown name's) events only, matched without regard to case (issue 34). */
export const SecurityEventsQuery = Type.Object({
  kind: Type.Optional(SecurityEventKind),
  username: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export const SecurityEventsAnswer = Type.Object({ events: Type.Array(SecurityEventDto) });
export type SecurityEventsAnswer = Static<typeof SecurityEventsAnswer>;

/** A sign-in lock in force for one account (or unknown name) and one source (issue 20). */
export const LockoutDto = Type.Object({
  username: Type.String(),
  /** 'ip:203.0.113.5', or 'device:<hash>' for a device the account signed in from before. */
  source: Type.String(),
  failures: Type.Integer(),
  lockedUntil: Type.String(),
});
export type LockoutDto = Static<typeof LockoutDto>;
export const LockoutsAnswer = Type.Object({ lockouts: Type.Array(LockoutDto) });
export type LockoutsAnswer = Static<typeof LockoutsAnswer>;
export const ClearLockoutsBody = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export type ClearLockoutsBody = Static<typeof ClearLockoutsBody>;

const AuditDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** Filters of the audit log (and its CSV export): kind of record, one record, actor, days (UTC, inclusive). */
export const AuditFilterQuery = Type.Object({
  entity: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  entityId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  actor: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  from: Type.Optional(AuditDay),
  to: Type.Optional(AuditDay),
});
export type AuditFilterQuery = Static<typeof AuditFilterQuery>;
export const AuditQuery = Type.Object({
  ...AuditFilterQuery.properties,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type AuditQuery = Static<typeof AuditQuery>;

/** One field of a change, as text ("—" for empty); null where the field did not exist on that side. */
export const AuditChangeDto = Type.Object({
  field: Type.String(),
  before: Type.Union([Type.String(), Type.Null()]),
  after: Type.Union([Type.String(), Type.Null()]),
});
export type AuditChangeDto = Static<typeof AuditChangeDto>;

export const AuditEntryDto = Type.Object({
  id: Type.Integer(),
  actorId: Type.Union([Type.Integer(), Type.Null()]),
  actorName: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  entity: Type.String(),
  entityId: Type.Union([Type.String(), Type.Null()]),
  /** The entry as a sentence with names: "Admin lan approved minh_ng at level 1". */
  summary: Type.String(),
  /** The fields that changed, for the diff shown on demand. */
  changes: Type.Array(AuditChangeDto),
  before: Type.Unknown(),
  after: Type.Unknown(),
  createdAt: Type.String(),
});
export type AuditEntryDto = Static<typeof AuditEntryDto>;
export const AuditPage = Type.Object({
  items: Type.Array(AuditEntryDto),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  /** Who has made changes, for the actor filter. */
  actors: Type.Array(Type.String()),
});
export type AuditPage = Static<typeof AuditPage>;

/** The limits an admin may set (spec part 1 §3 names the fields, not the limits; these are ours). */
export const SYSTEM_SETTINGS_LIMITS = {
  timePerQuestionMin: 10,
  timePerQuestionMax: 600,
  readCountMin: 1,
  readCountMax: 10,
} as const;

const TimePerQuestion = Type.Integer({
  minimum: SYSTEM_SETTINGS_LIMITS.timePerQuestionMin,
  maximum: SYSTEM_SETTINGS_LIMITS.timePerQuestionMax,
  description: 'Seconds per question',
});
const ReadCount = Type.Integer({
  minimum: SYSTEM_SETTINGS_LIMITS.readCountMin,
  maximum: SYSTEM_SETTINGS_LIMITS.readCountMax,
});

export const StudyModeConfigInput = Type.Object(
  { timePerQuestion: TimePerQuestion, readCount: ReadCount },
  { additionalProperties: false },
);
export const TestModeConfigInput = Type.Object(
  {
    timePerQuestion: TimePerQuestion,
    readCount: ReadCount,
    questionOrder: Type.Union([Type.Literal('random'), Type.Literal('ordered')]),
    shuffleOptions: Type.Boolean(),
  },
  { additionalProperties: false },
);
export const RegistrationConfigInput = Type.Object(
  { defaultApprovalLevel: Type.Integer({ minimum: 0, maximum: 2 }) },
  { additionalProperties: false },
);

/** PUT /api/admin/system-settings: any of the three groups, each one whole. */
export const SystemSettingsUpdate = Type.Object(
  {
    studyModeConfig: Type.Optional(StudyModeConfigInput),
    testModeConfig: Type.Optional(TestModeConfigInput),
    userRegistrationConfig: Type.Optional(RegistrationConfigInput),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type SystemSettingsUpdate = Static<typeof SystemSettingsUpdate>;

/**
 * GET /api/admin/dashboard. `extra` is where other areas add their figures (open payment claims,
 * officials freshness) without changing this shape for the ones already here.
 */
export const PendingApprovalDto = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  fullName: Type.Union([Type.String(), Type.Null()]),
  email: Type.String(),
  createdAt: Type.String(),
  waitingHours: Type.Number(),
  emailVerified: Type.Boolean(),
});
export type PendingApprovalDto = Static<typeof PendingApprovalDto>;

export const DashboardDto = Type.Object({
  pendingApprovals: Type.Array(PendingApprovalDto),
  pendingTotal: Type.Integer(),
  learnersByLevel: Type.Object({
    level0: Type.Integer(),
    level1: Type.Integer(),
    level2: Type.Integer(),
    admins: Type.Integer(),
  }),
  activeLearners: Type.Object({ days7: Type.Integer(), days30: Type.Integer() }),
  answersSyncedToday: Type.Integer(),
  tests: Type.Object({
    taken: Type.Integer(),
    passed: Type.Integer(),
    passRate: Type.Union([Type.Number(), Type.Null()]),
  }),
  openPaymentClaims: Type.Optional(Type.Integer()),
  /** The officials freshness report in short: how many seats need the operator, the most urgent few. */
  officialsToCheck: Type.Optional(
    Type.Object({ total: Type.Integer(), urgent: Type.Integer(), first: Type.Array(FreshnessItem) }),
  ),
  /** Free-form panels contributed by other areas (for example the officials freshness list). */
  extra: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  generatedAt: Type.String(),
});
export type DashboardDto = Static<typeof DashboardDto>;

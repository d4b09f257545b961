import Database, { type Statement } from 'better-sqlite3';
import {
  CamelCasePlugin,
  Kysely,
  Migrator,
  SqliteDialect,
  sql,
  type Generated,
  type Migration,
  type Selectable,
  type Transaction,
} from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrations } from './migrations/index.js';
import { isPostgres, isUniqueViolation } from './dialect.js';
import { postgresDialect } from './postgres.js';

// Table types (columns are snake_case in SQL, camelCase here through CamelCasePlugin).
// JSON columns hold text; repositories parse them.
type Bool = number; // SQLite has no boolean: 0 or 1

export interface UsersTable {
  id: Generated<number>;
  username: string;
  passwordHash: string;
  email: string;
  cellphone: string;
  fullName: string | null;
  role: Generated<string>;
  preferredLanguage: Generated<string>;
  state: string | null;
  /** The congressional district in `state` (0 at large), or null while not chosen. */
  congressionalDistrict: number | null;
  testVersion: Generated<string>;
  progressData: Generated<string>;
  lastLogin: string | null;
  createdAt: string;
  isApproved: Generated<Bool>;
  approvalLevel: Generated<number>;
  approvedAt: string | null;
  endDate: string | null;
  cellphoneVerified: Generated<Bool>;
  emailVerified: Generated<Bool>;
  emailVerificationCodeHash: string | null;
  emailVerificationExpiry: string | null;
  emailVerificationAttempts: Generated<number>;
  securityQuestions: Generated<string>;
  progressResetAt: Generated<string | null>;
  /** Migration 0005: set while the account is disabled (it cannot sign in). */
  disabledAt: Generated<string | null>;
}

export interface AuditLogTable {
  id: Generated<number>;
  actorId: number | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  beforeJson: string | null;
  afterJson: string | null;
  createdAt: string;
}

export interface SessionsTable {
  sid: string;
  userId: number | null;
  data: string;
  expiresAt: number;
  /** Migration 0005: ms timestamps and the browser's user agent, for the admin's session list. */
  createdAt: number | null;
  lastSeenAt: number | null;
  userAgent: string | null;
}

/** Migration 0005: the latest sign-in failures and rate-limit refusals (at most 200 kept). */
export interface SecurityEventsTable {
  id: Generated<number>;
  kind: string;
  username: string | null;
  ip: string | null;
  reason: string;
  path: string | null;
  createdAt: string;
  /** Migration 0014: refusals this row stands for (rate-limit refusals are counted per source and minute). */
  count: Generated<number>;
  /** Migration 0014: the aggregation key of a counted row (kind, source, route, minute); null for single events. */
  bucket: string | null;
}

/** Migration 0014: a device cookie (hashed) an account signed in from; its wrong tries are slowed, never locked out by others. */
export interface KnownSignInDevicesTable {
  userId: number;
  deviceHash: string;
  lastSignInAt: number;
}

/** Migration 0010: per-account and per-IP counters shared by every API process (ms timestamps). */
export interface AuthThrottlesTable {
  key: string;
  count: Generated<number>;
  windowStartedAt: number;
  lastAt: number;
  lockedUntil: number | null;
}

/** Migration 0010: every verification code sent and not yet used (a resend keeps the older ones). */
export interface EmailVerificationCodesTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  expiresAt: number;
  createdAt: number;
}

export interface CategoriesTable {
  id: number;
  name: string;
  description: string | null;
  groupName: string | null;
  translations: Generated<string>;
}

export interface SubcategoriesTable {
  id: number;
  version: string;
  name: string;
  description: string | null;
  categoryId: number;
  sortOrder: Generated<number>;
}

export interface QuestionsTable {
  id: number;
  version: string;
  officialNumber: number;
  categoryId: number;
  subcategoryId: number | null;
  questionText: string;
  options: string;
  correctOptionIndex: number;
  correctOptionId: string;
  explanation: Generated<string>;
  isActive: Generated<Bool>;
  isTimeSensitive: Generated<Bool>;
  stateSpecific: Generated<Bool>;
  applicableStates: string | null;
  jurisdictionType: Generated<string>;
  star6520: Generated<Bool>;
  answersRequired: Generated<number>;
  dynamicKind: string | null;
  officialAnswers: Generated<string>;
  updatedAt: string;
  /** Set by an admin edit or create: the seed import never overwrites such a question. */
  editedByAdmin: Generated<Bool>;
  createdByAdmin: Generated<Bool>;
  /** YYYY-MM-DD: when a time-sensitive answer was last checked. */
  answerAsOf: Generated<string | null>;
}

export interface TranslationsTable {
  id: Generated<number>;
  questionId: number;
  language: string;
  questionText: string;
  options: string;
  explanation: Generated<string>;
  updatedAt: string;
}

export interface SettingsTable {
  userId: number;
  studyModeSettings: string;
  testModeSettings: string;
  fieldTimes: Generated<string>;
  updatedAt: string;
}

export interface SystemSettingsTable {
  id: number;
  studyModeConfig: string;
  testModeConfig: string;
  userRegistrationConfig: string;
  updatedAt: string | null;
  updatedBy: number | null;
}

export interface TestsTable {
  id: string;
  userId: number;
  startedAt: string;
  completedAt: string | null;
  questionsData: Generated<string>;
  score: Generated<number>;
  totalQuestions: Generated<number>;
  passed: Generated<Bool>;
  mode: Generated<string>;
  /** The fixed test this attempt was taken from (migration 0007). */
  testDefinitionId: Generated<number | null>;
}

export interface AnswerAttemptsTable {
  id: string;
  userId: number;
  questionId: number;
  isCorrect: Bool;
  studyTime: Generated<number>;
  answeredAt: string;
  /** Migration 0011 (issue 14): 'hard' for a typed answer right after a near miss; NULL otherwise. */
  rating: string | null;
  /** Issue 30: the words heard with a spoken answer (study, review); null otherwise. */
  given: string | null;
}

/** Migration 0026 (issue 32): one answer to an N-400 word, the words' review log. */
export interface VocabularyAnswersTable {
  id: string;
  userId: number;
  /** n400_vocabulary.id */
  termId: string;
  isCorrect: Bool;
  /** 'hard' for a right answer found hard ("Almost"); NULL otherwise. */
  rating: string | null;
  answeredAt: string;
}

/** Migration 0027 (issue 32): the "about you" switch of an account that used it. */
export interface AboutYouSyncTable {
  userId: number;
  enabled: Bool;
  changedAt: string;
  /** The last "Forget my answers" (answers written at or before it are gone); NULL before any. */
  forgottenAt: string | null;
}

/** Migration 0027 (issue 32): one "about you" answer kept on the account ('' = emptied). */
export interface AboutYouAnswersTable {
  userId: number;
  field: string;
  value: string;
  updatedAt: string;
}

export interface UserProgressTable {
  userId: number;
  questionId: number;
  isCompleted: Generated<Bool>;
  isCorrect: Generated<Bool>;
  attempts: Generated<number>;
  lastAttemptAt: string | null;
  studyTime: Generated<number>;
}

export interface UserStudySessionsTable {
  id: string;
  userId: number;
  sessionType: string;
  questionsCount: number;
  correctAnswers: Generated<number>;
  totalTime: Generated<number>;
  completedAt: string | null;
  categoryFilters: Generated<string>;
  language: Generated<string>;
}

/** The columns senators and governors share: a state's official, dated since migration 0006. */
interface StateOfficialColumns {
  id: Generated<number>;
  state: string;
  stateName: string;
  partisanship: string;
  inaugurationDay: string | null;
  portraitData: string | null;
  portraitMimeType: string | null;
  asOf: string;
  /** Migration 0006 for governors (senators had it from the start): retired rows. */
  isActive: Generated<Bool>;
  /** Migration 0006: the dated validity of the row and the scheduled end of the term. */
  validFrom: Generated<string | null>;
  validUntil: Generated<string | null>;
  termEnd: Generated<string | null>;
}

export interface SenatorsTable extends StateOfficialColumns {
  senatorName: string;
  portraitUrl: string | null;
  portraitFileName: string | null;
  /** Migration 0006: the seat (Senate class 1-3). */
  senateClass: Generated<number | null>;
}

export interface GovernorsTable extends StateOfficialColumns {
  governorName: string;
  portrait: string | null;
}

/** Migration 0012: President, Vice President, Speaker, Chief Justice, dated like governors. */
export interface OfficeholdersTable {
  id: Generated<number>;
  office: string;
  name: string;
  party: string | null;
  validFrom: string | null;
  validUntil: string | null;
  asOf: string;
  isActive: Generated<Bool>;
}

export interface PricingPlansTable {
  id: Generated<number>;
  planName: string;
  description: string | null;
  originalPrice: number;
  salePrice: number | null;
  currency: Generated<string>;
  billingPeriod: string;
  features: Generated<string>;
  isActive: Generated<Bool>;
}

export interface PaymentMethodsTable {
  id: Generated<number>;
  name: string;
  displayName: string;
  description: string | null;
  type: string;
  isEnabled: Generated<Bool>;
  isActive: Generated<Bool>;
  /** JSON: Zelle recipient or bank details an admin set (migration 0008). */
  instructions: Generated<string | null>;
}

export interface PaymentOrdersTable {
  id: Generated<number>;
  userId: number;
  planId: number;
  provider: string;
  providerOrderId: string;
  amount: number;
  currency: string;
  status: string;
  captureId: string | null;
  createdAt: string;
  completedAt: string | null;
  /** 'paypal' or 'card': the method the learner chose (its admin switch is checked at capture too). */
  method: string | null;
  /** When a capture was sent: a retry reads the order back before capturing again. */
  captureSentAt: string | null;
  /** When the order was last read back from PayPal. */
  checkedAt: string | null;
  /** What PayPal says it took (cents), when it says so. */
  paidAmount: number | null;
  paidCurrency: string | null;
}

export interface PaymentClaimsTable {
  id: Generated<number>;
  userId: number;
  planId: number;
  method: string;
  amount: number;
  currency: string;
  reference: string;
  payerName: string | null;
  payerEmail: string | null;
  payerPhone: string | null;
  status: string;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: number | null;
  decisionNote: string | null;
}

export interface PaymentsTable {
  id: Generated<number>;
  userId: number;
  planId: number;
  planName: string;
  method: string;
  amount: number;
  currency: string;
  source: string;
  sourceId: string;
  levelEndDate: string | null;
  createdAt: string;
  /** The level and end date this payment replaced: a refund puts them back. */
  previousLevel: number | null;
  previousEndDate: string | null;
  refundedAt: string | null;
}

export interface SyncClientsTable {
  clientId: string;
  userId: number;
  lastSeq: Generated<number>;
}

export interface SyncOpsTable {
  opId: string;
  userId: number;
  clientId: string;
  seq: number;
  type: string;
  appliedAt: string;
  serverSeq: number;
}

export interface RepresentativesTable {
  id: Generated<number>;
  state: string;
  district: number | null;
  name: string;
  party: string;
  delegateOrCommissioner: Generated<Bool>;
  asOf: string;
}

export interface StateCapitalsTable {
  state: string;
  capital: string;
  asOf: string;
}

export interface TestDefinitionsTable {
  id: Generated<number>;
  name: string;
  version: string;
  questionIds: string;
  timeLimitMinutes: number;
  audienceLevel: number | null;
  isActive: Generated<Bool>;
  createdAt: string;
  updatedAt: string;
}

/** Migration 0016: a periodic mail recorded as sent for a day (one row wins across processes). */
export interface ScheduledMailLogTable {
  kind: string;
  subjectKey: string;
  sentOn: string;
  createdAt: string;
}

/** Migration 0025 (issue 33): one device's Web Push subscription and when it is reminded. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  time: string;
  days: string;
  timeZone: string;
  createdAt: string;
  updatedAt: string;
  lastSentOn: string | null;
  failures: Generated<number>;
  retryAt: string | null;
}

/** Migration 0025: the VAPID key pair (one row, id 1) and the last sending round's figures. */
export interface PushSettingsTable {
  id: number;
  vapidPublicKey: string;
  vapidPrivateKey: string;
  lastRoundAt: string | null;
  lastRoundSent: Generated<number>;
  lastRoundRemoved: Generated<number>;
  lastRoundFailed: Generated<number>;
}

/** Issue 32: the N-400 interview content (migration 0022). JSON arrays are stored as text. */
export interface N400Part9ItemsTable {
  id: string;
  kind: string;
  part: string;
  number: string;
  stem: string | null;
  text: string;
  section: string;
  expectedAnswer: string;
  answerNote: string | null;
  keyTerms: string;
  edition: string;
  currentCounterpart: string | null;
  source: string;
  sortOrder: number;
  isActive: Generated<Bool>;
  updatedAt: string;
}

export interface N400VocabularyTable {
  id: string;
  term: string;
  plainEnglish: string;
  exampleAnswer: string;
  appearsIn: string;
  source: string;
  sortOrder: number;
  isActive: Generated<Bool>;
  updatedAt: string;
}

export interface N400PersonalQuestionsTable {
  id: string;
  question: string;
  topic: string;
  answerKind: string;
  field: string | null;
  formReference: string;
  source: string;
  sortOrder: number;
  isActive: Generated<Bool>;
  updatedAt: string;
}

export interface N400TranslationsTable {
  itemKind: string;
  itemId: string;
  language: string;
  fields: string;
  reviewed: Generated<Bool>;
  translatedBy: string;
  updatedAt: string;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  categories: CategoriesTable;
  subcategories: SubcategoriesTable;
  questions: QuestionsTable;
  translations: TranslationsTable;
  settings: SettingsTable;
  systemSettings: SystemSettingsTable;
  tests: TestsTable;
  answerAttempts: AnswerAttemptsTable;
  vocabularyAnswers: VocabularyAnswersTable;
  aboutYouSync: AboutYouSyncTable;
  aboutYouAnswers: AboutYouAnswersTable;
  userProgress: UserProgressTable;
  userStudySessions: UserStudySessionsTable;
  senators: SenatorsTable;
  governors: GovernorsTable;
  officeholders: OfficeholdersTable;
  pricingPlans: PricingPlansTable;
  paymentMethods: PaymentMethodsTable;
  syncClients: SyncClientsTable;
  syncOps: SyncOpsTable;
  representatives: RepresentativesTable;
  stateCapitals: StateCapitalsTable;
  auditLog: AuditLogTable;
  securityEvents: SecurityEventsTable;
  authThrottles: AuthThrottlesTable;
  knownSignInDevices: KnownSignInDevicesTable;
  emailVerificationCodes: EmailVerificationCodesTable;
  paymentOrders: PaymentOrdersTable;
  paymentClaims: PaymentClaimsTable;
  payments: PaymentsTable;
  testDefinitions: TestDefinitionsTable;
  scheduledMailLog: ScheduledMailLogTable;
  pushSubscriptions: PushSubscriptionsTable;
  pushSettings: PushSettingsTable;
  n400Part9Items: N400Part9ItemsTable;
  n400Vocabulary: N400VocabularyTable;
  n400PersonalQuestions: N400PersonalQuestionsTable;
  n400Translations: N400TranslationsTable;
}

export type Db = Kysely<DB>;
/** Repository functions take either; the caller owns the transaction. */
export type DbOrTrx = Kysely<DB> | Transaction<DB>;
export type UserRow = Selectable<UsersTable>;
export type QuestionRow = Selectable<QuestionsTable>;

/** Where the data lives: PostgreSQL when `url` is set (issue 15), else the SQLite file at `path`. */
export interface DatabaseTarget {
  path: string;
  url?: string | null;
  poolSize?: number;
}

export function openDatabase(target: string | DatabaseTarget): Db {
  const { path, url, poolSize } =
    typeof target === 'string' ? { path: target, url: null, poolSize: undefined } : target;
  if (url)
    return new Kysely<DB>({
      dialect: postgresDialect(url, poolSize),
      plugins: [new CamelCasePlugin({ underscoreBeforeDigits: true })],
    });
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  // In WAL mode NORMAL stays consistent after a crash and skips an fsync per commit; only a power
  // loss can drop the last moments, which devices resend from their outbox anyway.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<DB>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin({ underscoreBeforeDigits: true })],
  });
}

/**
 * Kysely prepares every query anew; preparing was the largest single cost of a sync push. The
 * same SQL text reuses its prepared statement (one connection runs one query at a time, so a
 * statement is never used twice at once). Bounded, because `in (...)` lists make many variants.
 */
function withStatementCache(sqlite: Database.Database) {
  const cache = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      let statement = cache.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (cache.size < 1000) cache.set(sql, statement);
      }
      return statement;
    },
  };
}

/** Runs every migration not yet applied (or only those of `list`, for tests of one migration). */
export async function migrateToLatest(db: Db, list: Record<string, Migration> = migrations): Promise<void> {
  // On PostgreSQL the migration table lives in the connection's own schema (tests run one schema
  // per app; Kysely would otherwise find another schema's kysely_migration and skip creating its own).
  const migrationTableSchema = isPostgres(db) ? await ensurePostgresSchema(db) : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => list },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/**
 * The schema PostgreSQL writes to: the first of the connection's search_path (a DATABASE_URL may
 * name one with `?options=-c search_path=civics`; tests use one per app). Created when missing.
 */
async function ensurePostgresSchema(db: Db): Promise<string> {
  const { rows } = await sql<{
    current: string | null;
    path: string;
  }>`select current_schema() as current, current_setting('search_path') as path`.execute(db);
  const current = rows[0]?.current;
  if (current) return current;
  const wanted = rows[0]?.path
    .split(',')[0]
    ?.trim()
    .replace(/^"(.*)"$/, '$1');
  if (!wanted || !/^[a-z_][a-z0-9_]*$/.test(wanted))
    throw new Error(`PostgreSQL: no schema to write to (search_path ${rows[0]?.path ?? '?'})`);
  // A raw name (checked above): sql.id would pass through the CamelCasePlugin and gain underscores.
  try {
    await sql.raw(`create schema if not exists ${wanted}`).execute(db);
  } catch (error) {
    // Two processes starting at once: the other one created it a moment ago (unique violation).
    if (!isUniqueViolation(error)) throw error;
  }
  return wanted;
}

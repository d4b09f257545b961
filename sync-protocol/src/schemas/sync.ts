// The sync protocol (DESIGN.md §3): the device pushes ops from its outbox, the server applies each
// once, and pull answers what changed on the server since a cursor.
import Type, { type Static } from 'typebox';
import { SettingsPatch, SettingsDto } from './settings.js';
import { DB_INT_MAX } from '../schema-bounds.js';
import { ANSWER_WAYS, LIMITS, VERDICTS } from '../constants.js';
import { AboutYouForgetPayload, AboutYouPull, AboutYouSetPayload, AboutYouSyncPayload } from './about-you.js';

export const SYNC_LIMITS = {
  maxOpsPerPush: 500,
  /** A device's seq rises by one per op: a seq further ahead than this from its last one is refused. */
  maxSeqAhead: 10_000,
  /** Nesting allowed in any op payload (a test attempt needs 3: object, questionsData, entry). */
  maxPayloadDepth: 8,
  /** Size of one op's payload as JSON. */
  maxPayloadBytes: 64 * 1024,
} as const;

/** How deep a JSON value nests (a scalar is 0); stops counting past `limit`, without recursion. */
export function jsonDepthExceeds(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

const Uuid = Type.String({ format: 'uuid' });
const IsoTime = Type.String({ format: 'date-time' });
const Count = Type.Integer({ minimum: 0, maximum: 10_000 });
const Seconds = Type.Integer({ minimum: 0, maximum: 86_400 });

/** One answered question (study, review or test); appended, never changed. */
export const AnswerPayload = Type.Object(
  {
    questionId: Type.Integer({ minimum: 1, maximum: DB_INT_MAX }),
    isCorrect: Type.Boolean(),
    studyTime: Seconds,
    answeredAt: IsoTime,
    /**
     * Issue 14 (FSRS): 'hard' = a typed answer graded right only after a near miss (a forgiven typo).
     * Optional: absent means the rating follows from isCorrect (Good / Again), as for older clients.
     */
    rating: Type.Optional(Type.Literal('hard')),
    /**
     * Issue 30: the words heard (or typed) with an answer given out loud ("Say it" in study and
     * review), as the interview keeps them. Optional: older clients never send it.
     */
    given: Type.Optional(Type.String({ maxLength: LIMITS.givenAnswerMax })),
  },
  { additionalProperties: false },
);
export type AnswerPayload = Static<typeof AnswerPayload>;

export const StudySessionPayload = Type.Object(
  {
    sessionType: Type.String({ minLength: 1, maxLength: 30 }),
    questionsCount: Count,
    correctAnswers: Count,
    totalTime: Seconds,
    completedAt: IsoTime,
    categoryFilters: Type.Array(Type.Integer({ minimum: 1, maximum: DB_INT_MAX }), { maxItems: 20 }),
    language: Type.String({ maxLength: 10 }),
  },
  { additionalProperties: false },
);
export type StudySessionPayload = Static<typeof StudySessionPayload>;

export const TestAttemptPayload = Type.Object(
  {
    startedAt: IsoTime,
    completedAt: IsoTime,
    score: Count,
    totalQuestions: Count,
    passed: Type.Boolean(),
    mode: Type.String({ minLength: 1, maxLength: 30 }),
    // One flat entry per question ({questionId, userAnswerId, isCorrect, flagged, ...}): scalar values
    // only, so a payload cannot nest (issue 13: a 5,000-deep attempt blocked a device's batch).
    questionsData: Type.Array(
      Type.Record(
        Type.String({ maxLength: 40 }),
        Type.Union([Type.String({ maxLength: 1000 }), Type.Number(), Type.Boolean(), Type.Null()]),
        { maxProperties: 20 },
      ),
      { maxItems: 200 },
    ),
    /** The admin's fixed test this attempt was taken from (issue 9); absent for a free test. */
    testDefinitionId: Type.Optional(Type.Integer({ minimum: 1, maximum: DB_INT_MAX })),
  },
  { additionalProperties: false },
);
export type TestAttemptPayload = Static<typeof TestAttemptPayload>;

/**
 * How a question of a mock interview was answered, and its verdict (issue 23), as its attempt's
 * questionsData entry carries them: `answeredBy`, `verdict` and `given` (what was heard or typed).
 * Optional: attempts recorded before issue 23, and timed tests, have none of them.
 */

/** Why a test attempt's question entry cannot be stored (an unknown answer way or verdict), or null. */
export function testEntryProblem(entry: Readonly<Record<string, unknown>>): string | null {
  const { answeredBy, verdict, given } = entry;
  if (answeredBy !== undefined && !(ANSWER_WAYS as readonly unknown[]).includes(answeredBy))
    return `answeredBy must be one of ${ANSWER_WAYS.join(', ')}`;
  if (verdict !== undefined && !(VERDICTS as readonly unknown[]).includes(verdict))
    return `verdict must be one of ${VERDICTS.join(', ')}`;
  if (given !== undefined && (typeof given !== 'string' || given.length > LIMITS.givenAnswerMax))
    return `given must be text of at most ${LIMITS.givenAnswerMax} characters`;
  // A right verdict on a wrong answer (or the reverse) would count one way in the score and another in the list.
  if (verdict !== undefined && entry.isCorrect !== undefined && (verdict !== 'wrong') !== entry.isCorrect)
    return 'verdict and isCorrect disagree';
  return null;
}

/** How an N-400 vocabulary term's id is written (seed-data's vocabularyId: "claim-to-be-a-us-citizen"). */
export const VOCABULARY_TERM_ID_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
export const VOCABULARY_TERM_ID_MAX = 200;

/**
 * Issue 32: one answer to an N-400 word ("What does … mean?"), graded or self-marked; appended, never
 * changed. It is the words' FSRS review log, as AnswerPayload is the civics questions': right = Good,
 * wrong = Again, and `rating: 'hard'` for an "Almost" (right but hard). No time spent and no words
 * heard: the schedule needs neither.
 */
export const VocabularyAnswerPayload = Type.Object(
  {
    termId: Type.String({ minLength: 1, maxLength: VOCABULARY_TERM_ID_MAX, pattern: VOCABULARY_TERM_ID_PATTERN }),
    isCorrect: Type.Boolean(),
    rating: Type.Optional(Type.Literal('hard')),
    answeredAt: IsoTime,
  },
  { additionalProperties: false },
);
export type VocabularyAnswerPayload = Static<typeof VocabularyAnswerPayload>;

/** Why a vocabulary answer cannot be stored although its shape is right, or null. */
export function vocabularyAnswerProblem(answer: VocabularyAnswerPayload): string | null {
  // "Hard" is a right answer found hard: a wrong one is Again, whatever else it says.
  if (answer.rating === 'hard' && !answer.isCorrect) return 'rating "hard" needs isCorrect true';
  return null;
}

/** "Begin again": forget answers recorded before `at` (a later answer from another device stays). */
export const ProgressResetPayload = Type.Object({}, { additionalProperties: false });

export const LanguagePayload = Type.Object(
  { language: Type.String({ minLength: 2, maxLength: 10 }) },
  { additionalProperties: false },
);

export const SYNC_OP_PAYLOADS = {
  'answer.record': AnswerPayload,
  'study-session.record': StudySessionPayload,
  'test-attempt.record': TestAttemptPayload,
  'settings.update': SettingsPatch,
  'progress.reset': ProgressResetPayload,
  'user.language': LanguagePayload,
  'vocabulary-answer.record': VocabularyAnswerPayload,
  // Issue 32: the "about you" answers, only ever queued while the learner's switch is on (about-you.ts).
  'about-you.sync': AboutYouSyncPayload,
  'about-you.set': AboutYouSetPayload,
  'about-you.forget': AboutYouForgetPayload,
} as const;
export type SyncOpType = keyof typeof SYNC_OP_PAYLOADS;
export const SYNC_OP_TYPES = Object.keys(SYNC_OP_PAYLOADS) as SyncOpType[];

/** An op as the device sends it; its payload is checked per type on the server, op by op. */
export const SyncOp = Type.Object({
  id: Uuid,
  seq: Type.Integer({ minimum: 1, maximum: DB_INT_MAX }),
  type: Type.String({ maxLength: 40 }),
  payload: Type.Unknown(),
  at: IsoTime,
});
export type SyncOp = Static<typeof SyncOp>;

export const PushBody = Type.Object(
  { clientId: Uuid, ops: Type.Array(SyncOp, { maxItems: SYNC_LIMITS.maxOpsPerPush }) },
  { additionalProperties: false },
);
export type PushBody = Static<typeof PushBody>;

export const OpResult = Type.Object({
  id: Type.String(),
  status: Type.Union([Type.Literal('applied'), Type.Literal('duplicate'), Type.Literal('rejected')]),
  reason: Type.Optional(Type.String()),
});
export type OpResult = Static<typeof OpResult>;

export const PushAnswer = Type.Object({ appliedThroughSeq: Type.Integer(), results: Type.Array(OpResult) });
export type PushAnswer = Static<typeof PushAnswer>;

export const PullQuery = Type.Object({ cursor: Type.Optional(Type.Integer({ minimum: 0, maximum: DB_INT_MAX })) });

const WithId = { id: Type.String() };
export const PullAnswer = Type.Object({
  cursor: Type.Integer(),
  full: Type.Boolean(),
  settings: SettingsDto,
  language: Type.String(),
  answers: Type.Array(Type.Object({ ...WithId, ...AnswerPayload.properties })),
  studySessions: Type.Array(Type.Object({ ...WithId, ...StudySessionPayload.properties })),
  testAttempts: Type.Array(Type.Object({ ...WithId, ...TestAttemptPayload.properties })),
  progressResetAt: Type.Union([Type.String(), Type.Null()]),
  /** Issue 32: the account's answers to N-400 words (optional: an older server sends none). */
  vocabularyAnswers: Type.Optional(Type.Array(Type.Object({ ...WithId, ...VocabularyAnswerPayload.properties }))),
  /** Issue 32: the "about you" switch and answers, when they changed (or in a full pull, once the switch was used). */
  aboutYou: Type.Optional(AboutYouPull),
});
export type PullAnswer = Static<typeof PullAnswer>;

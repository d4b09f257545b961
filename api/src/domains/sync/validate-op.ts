// Everything about an op that can be refused without writing: its type, its size and nesting, its
// payload schema and its language. Checked before any write, so a batch can be written set-based
// and a bad op is still refused alone, with its reason (issue 13, issue 15).
import { Compile } from 'typebox/compile';
import {
  LANGUAGES,
  REGISTRATION_LANGUAGES,
  SYNC_LIMITS,
  SYNC_OP_PAYLOADS,
  boundSchema,
  jsonDepthExceeds,
  testEntryProblem,
  vocabularyAnswerProblem,
  type SyncOpType,
  type TestAttemptPayload,
  type VocabularyAnswerPayload,
} from '@civics/sync-protocol';

export interface IncomingOp {
  id: string;
  seq: number;
  type: string;
  payload: unknown;
  at: string;
}

/** An op refused for a reason of its own; the ops around it still apply. */
export class RejectedOp extends Error {}

const SUPPORTED_LANGUAGES = new Set<string>([...LANGUAGES, ...REGISTRATION_LANGUAGES]);

// Compiled once at start, with the database bounds (no NUL, 32-bit integers: issue 20): checking a payload is then a plain function call (the interpreted
// Value.Errors walked every schema on every op, a visible share of a push in the CPU profile).
const validators = Object.fromEntries(
  Object.entries(SYNC_OP_PAYLOADS).map(([type, schema]) => [type, Compile(boundSchema(schema))]),
) as {
  [T in SyncOpType]: ReturnType<typeof Compile>;
};

/** Throws RejectedOp with the reason the device is told; answers the op's known type. */
export function validateOp(op: IncomingOp): SyncOpType {
  // Own keys only: `in` would accept "constructor", "toString", "__proto__"... and fail later with a 500 (issue 34).
  if (typeof op.type !== 'string' || !Object.hasOwn(SYNC_OP_PAYLOADS, op.type))
    throw new RejectedOp(`Unknown op type "${op.type}"`);
  const type = op.type as SyncOpType;
  // Bounded before anything walks the payload: too deep or too large is refused with its reason.
  if (jsonDepthExceeds(op.payload, SYNC_LIMITS.maxPayloadDepth))
    throw new RejectedOp(`Invalid ${type} payload: nested more than ${SYNC_LIMITS.maxPayloadDepth} levels deep`);
  if (JSON.stringify(op.payload ?? null).length > SYNC_LIMITS.maxPayloadBytes)
    throw new RejectedOp(`Invalid ${type} payload: larger than ${SYNC_LIMITS.maxPayloadBytes / 1024} KB`);
  const validator = validators[type];
  if (!validator.Check(op.payload)) {
    // The errors are only worked out for a payload already known to be bad.
    const errors = validator.Errors(op.payload);
    throw new RejectedOp(
      `Invalid ${type} payload: ${errors
        .slice(0, 3)
        .map((e) => `${e.instancePath || '/'} ${e.message}`)
        .join('; ')}`,
    );
  }
  if (type === 'user.language' && !SUPPORTED_LANGUAGES.has((op.payload as { language: string }).language))
    throw new RejectedOp('Unsupported language');
  if (type === 'test-attempt.record') {
    const entries = (op.payload as TestAttemptPayload).questionsData;
    for (const [index, entry] of entries.entries()) {
      const problem = testEntryProblem(entry);
      if (problem) throw new RejectedOp(`Invalid ${type} payload: /questionsData/${index} ${problem}`);
    }
  }
  if (type === 'vocabulary-answer.record') {
    const problem = vocabularyAnswerProblem(op.payload as VocabularyAnswerPayload);
    if (problem) throw new RejectedOp(`Invalid ${type} payload: ${problem}`);
  }
  return type;
}

// Daily reminders by Web Push (issue 33): one subscription per device, sent at the learner's local
// time on the chosen days. The subscription is the browser's PushSubscription JSON as it is.
import Type, { type Static } from 'typebox';

/** "HH:MM", 24-hour, the learner's local time. */
export const REMINDER_TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
/** The longest endpoint a push service hands out is well under this. */
export const PUSH_ENDPOINT_MAX = 2048;

export const PushSubscriptionJson = Type.Object(
  {
    endpoint: Type.String({ minLength: 9, maxLength: PUSH_ENDPOINT_MAX, pattern: '^https://' }),
    // Browsers add expirationTime (usually null); it is accepted and not stored.
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    keys: Type.Object(
      {
        // base64url: a P-256 public key (65 bytes → 87 characters) and a 16-byte secret (22 characters).
        p256dh: Type.String({ minLength: 80, maxLength: 100, pattern: '^[A-Za-z0-9_-]+=*$' }),
        auth: Type.String({ minLength: 16, maxLength: 32, pattern: '^[A-Za-z0-9_-]+=*$' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type PushSubscriptionJson = Static<typeof PushSubscriptionJson>;

const Days = Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), { minItems: 1, maxItems: 7, uniqueItems: true });

export const ReminderInput = Type.Object(
  {
    subscription: PushSubscriptionJson,
    time: Type.String({ pattern: REMINDER_TIME_PATTERN }),
    /** 0 = Sunday … 6 = Saturday, as Date.getDay() counts. */
    days: Days,
    /** The device's IANA time zone, e.g. "America/Los_Angeles". */
    timeZone: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type ReminderInput = Static<typeof ReminderInput>;

export const ReminderDto = Type.Object({
  endpoint: Type.String(),
  time: Type.String(),
  days: Type.Array(Type.Integer()),
  timeZone: Type.String(),
  createdAt: Type.String(),
  /** The learner's local day the last reminder went out for, if any. */
  lastSentOn: Type.Union([Type.String(), Type.Null()]),
});
export type ReminderDto = Static<typeof ReminderDto>;

export const RemindersList = Type.Object({ reminders: Type.Array(ReminderDto) });
export type RemindersList = Static<typeof RemindersList>;

export const ReminderKey = Type.Object({ publicKey: Type.String() });
export type ReminderKey = Static<typeof ReminderKey>;

export const ReminderEndpointBody = Type.Object(
  { endpoint: Type.Optional(Type.String({ minLength: 1, maxLength: PUSH_ENDPOINT_MAX })) },
  { additionalProperties: false },
);
export type ReminderEndpointBody = Static<typeof ReminderEndpointBody>;

export const ReminderDeleteBody = Type.Object(
  { endpoint: Type.String({ minLength: 1, maxLength: PUSH_ENDPOINT_MAX }) },
  { additionalProperties: false },
);
export type ReminderDeleteBody = Static<typeof ReminderDeleteBody>;

/** What one sending (a round, or "Send me a test reminder") did. */
export const PushOutcome = Type.Object({ sent: Type.Integer(), removed: Type.Integer(), failed: Type.Integer() });
export type PushOutcome = Static<typeof PushOutcome>;

/** The admin dashboard's figures: no endpoint or key is ever shown. */
export const ReminderStats = Type.Object({
  learnersWithReminders: Type.Integer(),
  devices: Type.Integer(),
  lastRound: Type.Union([Type.Intersect([PushOutcome, Type.Object({ at: Type.String() })]), Type.Null()]),
});
export type ReminderStats = Static<typeof ReminderStats>;

/** The day's goal when the learner has set none (Home's goal before issue 33). */
export const DEFAULT_DAILY_GOAL = 10;

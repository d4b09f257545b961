// Senators and governors with dates (DESIGN.md §2): the admin's writes, the import with its diff,
// the freshness report, and the two small rules both sides share — which row is current on a day,
// and which dated answer variant a device shows on a day — so the server and an offline device
// can never disagree about inauguration day.
import Type, { type Static } from 'typebox';
import { US_STATE_CODES, US_TERRITORIES } from '../constants.js';
import { OptionDto, QuestionTranslationDto } from './content.js';

/** One party vocabulary everywhere (the seed's "Democrat" and "Democratic (DFL)" read as Democratic). */
export const PARTIES = ['Democratic', 'Republican', 'Independent'] as const;
export type Party = (typeof PARTIES)[number];

export function normalizeParty(raw: string): string {
  const value = raw.trim();
  if (/^democrat/i.test(value)) return 'Democratic';
  if (/^republican/i.test(value)) return 'Republican';
  if (/^independent/i.test(value)) return 'Independent';
  return value;
}

/**
 * The party a form or an import may store: a known spelling read as one of PARTIES, anything else
 * null (refused). The admin form's choices and the import's check are this one list.
 */
export function partyOf(raw: string): Party | null {
  const value = normalizeParty(raw);
  return (PARTIES as readonly string[]).includes(value) ? (value as Party) : null;
}

/** A calendar day, YYYY-MM-DD (format 'date' also refuses days that do not exist, like 02-30). */
export const Day = Type.String({ format: 'date' });
const NullableDay = Type.Union([Day, Type.Null()]);
/** The 50 states: D.C. has no senators and no governor (its learners get the official special answers). */
export const OFFICE_STATE_CODES: readonly string[] = US_STATE_CODES.filter((code) => code !== 'DC');
/** Governors also serve the five territories (USCIS accepts a territory's governor as the answer). */
export const GOVERNOR_PLACE_CODES: readonly string[] = [...OFFICE_STATE_CODES, ...US_TERRITORIES.map(([code]) => code)];
const StateCode = Type.Unsafe<string>({ type: 'string', enum: [...OFFICE_STATE_CODES] });
const GovernorPlaceCode = Type.Unsafe<string>({ type: 'string', enum: [...GOVERNOR_PLACE_CODES] });
const PartyField = Type.Unsafe<Party>({ type: 'string', enum: [...PARTIES] });
const PersonName = Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' });
/** The Senate class of a seat: a state's two seats are two of the classes 1, 2 and 3. */
const SenateClass = Type.Integer({ minimum: 1, maximum: 3 });

/** Present on every official row an admin sees. */
const Dated = {
  validFrom: NullableDay,
  validUntil: NullableDay,
  termEnd: NullableDay,
  asOf: Type.String(),
  /** current: serving today; scheduled: takes office later; retired: replaced or retired. */
  status: Type.Union([Type.Literal('current'), Type.Literal('scheduled'), Type.Literal('retired')]),
  portraitData: Type.Union([Type.String(), Type.Null()]),
  portraitMimeType: Type.Union([Type.String(), Type.Null()]),
  inaugurationDay: NullableDay,
};

export const AdminSenatorDto = Type.Object({
  id: Type.Integer(),
  state: Type.String(),
  stateName: Type.String(),
  senatorName: Type.String(),
  partisanship: Type.String(),
  senateClass: Type.Union([Type.Integer(), Type.Null()]),
  ...Dated,
});
export type AdminSenatorDto = Static<typeof AdminSenatorDto>;

export const AdminGovernorDto = Type.Object({
  id: Type.Integer(),
  state: Type.String(),
  stateName: Type.String(),
  governorName: Type.String(),
  partisanship: Type.String(),
  ...Dated,
});
export type AdminGovernorDto = Static<typeof AdminGovernorDto>;

/**
 * A new officeholder. validFrom is the day they take office (the effective date): from that day
 * they replace the holder of the same seat. Omitted: from today.
 */
export const SenatorCreate = Type.Object(
  {
    state: StateCode,
    senatorName: PersonName,
    partisanship: PartyField,
    senateClass: SenateClass,
    validFrom: Type.Optional(Day),
    inaugurationDay: Type.Optional(NullableDay),
    termEnd: Type.Optional(NullableDay),
    /** A validFrom before today changes answers learners already have: refused unless confirmed. */
    confirmPastDate: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SenatorCreate = Static<typeof SenatorCreate>;

/** A correction of a row (a misspelt name, a party switch); the seat's history is kept as it is. */
export const SenatorUpdate = Type.Object(
  {
    senatorName: Type.Optional(PersonName),
    partisanship: Type.Optional(PartyField),
    senateClass: Type.Optional(SenateClass),
    validFrom: Type.Optional(NullableDay),
    inaugurationDay: Type.Optional(NullableDay),
    termEnd: Type.Optional(NullableDay),
    confirmPastDate: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type SenatorUpdate = Static<typeof SenatorUpdate>;

export const GovernorCreate = Type.Object(
  {
    state: GovernorPlaceCode,
    governorName: PersonName,
    partisanship: PartyField,
    validFrom: Type.Optional(Day),
    inaugurationDay: Type.Optional(NullableDay),
    termEnd: Type.Optional(NullableDay),
    /** A validFrom before today changes answers learners already have: refused unless confirmed. */
    confirmPastDate: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type GovernorCreate = Static<typeof GovernorCreate>;

export const GovernorUpdate = Type.Object(
  {
    governorName: Type.Optional(PersonName),
    partisanship: Type.Optional(PartyField),
    validFrom: Type.Optional(NullableDay),
    inaugurationDay: Type.Optional(NullableDay),
    termEnd: Type.Optional(NullableDay),
    confirmPastDate: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type GovernorUpdate = Static<typeof GovernorUpdate>;

export const OfficialIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
/** DELETE retires: from `effectiveDate` (default today) the row no longer answers. */
export const RetireQuery = Type.Object({ effectiveDate: Type.Optional(Day) }, { additionalProperties: false });

/** The file's text travels as JSON: the browser reads the chosen file and sends it with its name. */
export const OfficialsImportBody = Type.Object(
  {
    fileName: Type.String({ minLength: 1, maxLength: 200 }),
    content: Type.String({ minLength: 1, maxLength: 6 * 1024 * 1024 }),
    dryRun: Type.Optional(Type.Boolean()),
    /** Ids of future rows the file does not confirm that the admin unticked: cancelled on apply. */
    cancel: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500, uniqueItems: true })),
    /** Rows that take effect before today change answers already given: applied only when confirmed. */
    confirmPastDates: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type OfficialsImportBody = Static<typeof OfficialsImportBody>;

const ImportRow = Type.Object({
  state: Type.String(),
  name: Type.String(),
  party: Type.String(),
  /** Senators: the seat's Senate class. */
  senateClass: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  effectiveDate: NullableDay,
  termEnd: Type.Optional(NullableDay),
  /** The row this one replaces or changes (absent for a brand-new seat). */
  id: Type.Optional(Type.Integer()),
  /** changed rows: field → its value before and after. */
  changes: Type.Optional(
    Type.Record(
      Type.String(),
      Type.Object({ from: Type.Union([Type.String(), Type.Null()]), to: Type.Union([Type.String(), Type.Null()]) }),
    ),
  ),
  /** The line of the file the row comes from (1-based). */
  line: Type.Optional(Type.Integer()),
});
export type OfficialsImportRow = Static<typeof ImportRow>;

/** A future row (entered by hand) the file does not confirm: kept unless the admin unticks it. */
const ScheduledRow = Type.Object({
  ...ImportRow.properties,
  id: Type.Integer(),
  keep: Type.Boolean(),
  /** The holder the file names for this seat instead, left out while this row is kept. */
  fileHolder: Type.Optional(
    Type.Object({ name: Type.String(), effectiveDate: NullableDay, line: Type.Optional(Type.Integer()) }),
  ),
});
export type OfficialsImportScheduledRow = Static<typeof ScheduledRow>;

export const OfficialsImportResult = Type.Object({
  kind: Type.Union([Type.Literal('senators'), Type.Literal('governors')]),
  dryRun: Type.Boolean(),
  /** What the file was read as, for the preview ("congress-legislators YAML", "CSV", ...). */
  format: Type.String(),
  added: Type.Array(ImportRow),
  /** Changes that matter: a party switch, a new term end. */
  changed: Type.Array(ImportRow),
  retired: Type.Array(ImportRow),
  /** Changes of spelling only ("Democrat" → "Democratic", "Adam Schiff" → "Adam B. Schiff"). */
  cosmetic: Type.Array(ImportRow),
  scheduled: Type.Array(ScheduledRow),
  /** Added rows whose effective date is before today: apply needs confirmPastDates. */
  pastDates: Type.Array(ImportRow),
  /** Rows that cannot be read; while there is one, nothing is applied. */
  badRows: Type.Array(Type.Object({ line: Type.Integer(), reason: Type.String() })),
  /** Rows whose term has already ended: history, left out. */
  endedSkipped: Type.Array(ImportRow),
  /** Holders the file confirms as they are: their as-of date is refreshed. */
  unchanged: Type.Integer(),
});
export type OfficialsImportResult = Static<typeof OfficialsImportResult>;

/** How far ahead the freshness report looks for terms ending without a successor. */
export const FRESHNESS_HORIZON_DAYS = 30;
/** Something due within this many days (or overdue) is mailed to the admins, once a day. */
export const FRESHNESS_MAIL_DAYS = 7;

/**
 * Why a seat needs the operator: its holder's term has ended and no successor is in force, the
 * seat has nobody in force, the term ends within the horizon without a successor entered, or no
 * term end is recorded (the report cannot warn in time for that seat).
 */
export const FRESHNESS_REASONS = ['termEnded', 'emptySeat', 'endingSoon', 'noTermEnd'] as const;
export type FreshnessReason = (typeof FRESHNESS_REASONS)[number];

export const FreshnessItem = Type.Object({
  reason: Type.Unsafe<FreshnessReason>({ type: 'string', enum: [...FRESHNESS_REASONS] }),
  kind: Type.Union([Type.Literal('senator'), Type.Literal('governor'), Type.Literal('officeholder')]),
  /** State or territory code; for an officeholder, the office (president, speaker ...). */
  place: Type.String(),
  placeName: Type.String(),
  /** A senator's Senate class, when known. */
  seat: Type.Union([Type.Integer(), Type.Null()]),
  /** The holder's row (null for an empty seat). */
  id: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.Union([Type.String(), Type.Null()]),
  /** The day the seat changes hands: the term end, or the day a retirement takes effect. */
  endsOn: NullableDay,
  /** Days from the report's day to endsOn (0 or less: ended). */
  daysLeft: Type.Union([Type.Integer(), Type.Null()]),
  /** Due within FRESHNESS_MAIL_DAYS or overdue: the admins' daily mail lists it. */
  urgent: Type.Boolean(),
});
export type FreshnessItem = Static<typeof FreshnessItem>;

export const FreshnessReport = Type.Object({
  /** The day the report is computed for (the server's UTC day). */
  today: Day,
  horizonDays: Type.Integer(),
  /** Most urgent first: ended terms and empty seats, then terms ending soonest, then missing term ends. */
  items: Type.Array(FreshnessItem),
});
export type FreshnessReport = Static<typeof FreshnessReport>;

/**
 * A state-dependent question's answer from a later day on (a successor takes office): the
 * personalised fields the server built for that day. The bundle carries the ones starting within
 * 90 days; the device shows the last one whose `from` has come.
 */
export const AnswerVariant = Type.Object({
  from: Day,
  options: Type.Array(OptionDto),
  explanation: Type.String(),
  officialAnswers: Type.Array(Type.String()),
  translations: Type.Record(Type.String(), QuestionTranslationDto),
});
export type AnswerVariant = Static<typeof AnswerVariant>;

/** How far ahead the bundle carries dated rows and answer variants. */
export const OFFICIALS_LOOKAHEAD_DAYS = 90;

// The date rule itself (isServingOn, answerOn, localDay, addDays) lives without the schema library.
export { addDays, answerOn, isServingOn, localDay } from '../official-dates.js';

/**
 * A seat in the House (GET /api/representatives?state=): the seeded representatives, one per
 * district; at-large seats and the non-voting Delegates and Resident Commissioner are district 0.
 */
export const RepresentativeDto = Type.Object({
  state: Type.String(),
  district: Type.Integer(),
  name: Type.String(),
  party: Type.String(),
  delegateOrCommissioner: Type.Boolean(),
  asOf: Type.String(),
});
export type RepresentativeDto = Static<typeof RepresentativeDto>;

export const RepresentativesQuery = Type.Object(
  { state: Type.String({ minLength: 2, maxLength: 2 }) },
  { additionalProperties: false },
);

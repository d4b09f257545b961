// Issue 32: the learner's own "about you" answers (N-400 interview practice) reach the account only
// when the learner turns "Keep these answers on my account too" on. Three ops carry them:
// - `about-you.sync`: the switch, account-wide, last-write-wins by `changedAt`; off also removes
//   the answers from the account (they stay on the devices).
// - `about-you.set`: one field's answer, last-write-wins by `updatedAt`; '' = cleared (kept as an
//   empty row, so an older value from another device cannot come back).
// - `about-you.forget`: "Forget my answers": every answer written at or before `forgottenAt` goes.
// A device never queues a set or a forget while its switch is off (nothing about-you leaves it).
import Type, { type Static } from 'typebox';

/** The fields the officer asks about (seed-data's ABOUT_YOU_FIELDS; an api test keeps them equal). */
export const ABOUT_YOU_FIELD_NAMES = [
  'fullName',
  'otherNames',
  'dateOfBirth',
  'countryOfBirth',
  'citizenship',
  'permanentResidentSince',
  'address',
  'addressSince',
  'maritalStatus',
  'spouseName',
  'marriageDate',
  'childrenCount',
  'childrenNames',
  'employer',
  'job',
  'tripsCount',
] as const;
export type AboutYouFieldName = (typeof ABOUT_YOU_FIELD_NAMES)[number];

/** The form's limit on one answer (its inputs' maxLength). */
export const ABOUT_YOU_VALUE_MAX = 200;

const AboutYouTime = Type.String({ format: 'date-time' });
// Unsafe only for the static type: a union built from a list infers as `never` through the built
// declarations (tsc -b); the schema itself is the same union of literals.
const AboutYouField = Type.Unsafe<AboutYouFieldName>(
  Type.Union(ABOUT_YOU_FIELD_NAMES.map((name) => Type.Literal(name))),
);

export const AboutYouSetPayload = Type.Object(
  {
    field: AboutYouField,
    /** '' = the learner emptied the field. */
    value: Type.String({ maxLength: ABOUT_YOU_VALUE_MAX }),
    updatedAt: AboutYouTime,
  },
  { additionalProperties: false },
);
export type AboutYouSetPayload = Static<typeof AboutYouSetPayload>;

export const AboutYouSyncPayload = Type.Object(
  { enabled: Type.Boolean(), changedAt: AboutYouTime },
  { additionalProperties: false },
);
export type AboutYouSyncPayload = Static<typeof AboutYouSyncPayload>;

export const AboutYouForgetPayload = Type.Object({ forgottenAt: AboutYouTime }, { additionalProperties: false });
export type AboutYouForgetPayload = Static<typeof AboutYouForgetPayload>;

/**
 * In a pull: the account's switch and, while it is on, its answers (cleared ones as ''). Only sent
 * to a full pull or when an about-you op was applied since the cursor; absent otherwise.
 */
export const AboutYouPull = Type.Object({
  enabled: Type.Boolean(),
  changedAt: Type.String(),
  /** The account's last "Forget my answers": a device on the account drops answers written before. */
  forgottenAt: Type.Union([Type.String(), Type.Null()]),
  answers: Type.Array(
    Type.Object(
      { field: Type.String(), value: Type.String(), updatedAt: Type.String() },
      { additionalProperties: false },
    ),
  ),
});
export type AboutYouPull = Static<typeof AboutYouPull>;

/** In the account export: the answers kept on the account (none while the switch is off). */
export const ExportAboutYouAnswer = Type.Object({
  field: Type.String(),
  value: Type.String(),
  updatedAt: Type.String(),
});

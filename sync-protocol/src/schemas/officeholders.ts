// The national officeholders the banks ask about (President, Vice President, Speaker, Chief
// Justice), dated exactly like senators and governors (DESIGN.md §2): a row serves from validFrom
// until a later row replaces it; the name is entered once and rendered into every language.
import Type, { type Static } from 'typebox';
import { Day } from './officials.js';

export const OFFICEHOLDER_OFFICES = ['president', 'vicePresident', 'speaker', 'chiefJustice'] as const;
export type OfficeholderOffice = (typeof OFFICEHOLDER_OFFICES)[number];
const Office = Type.Unsafe<OfficeholderOffice>({ type: 'string', enum: [...OFFICEHOLDER_OFFICES] });

export const AdminOfficeholderDto = Type.Object({
  id: Type.Integer(),
  office: Office,
  name: Type.String(),
  party: Type.Union([Type.String(), Type.Null()]),
  validFrom: Type.Union([Day, Type.Null()]),
  validUntil: Type.Union([Day, Type.Null()]),
  asOf: Type.String(),
  status: Type.Union([Type.Literal('current'), Type.Literal('scheduled'), Type.Literal('retired')]),
});
export type AdminOfficeholderDto = Static<typeof AdminOfficeholderDto>;

/**
 * A new holder from `validFrom` (the day they take office). A day before today changes answers
 * already given to learners: it is refused unless `confirmPastDate` says the admin meant it.
 */
export const OfficeholderCreate = Type.Object(
  {
    office: Office,
    name: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
    party: Type.Optional(Type.Union([Type.String({ maxLength: 60 }), Type.Null()])),
    validFrom: Day,
    confirmPastDate: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type OfficeholderCreate = Static<typeof OfficeholderCreate>;

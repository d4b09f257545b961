// The officials a device stores: everyone serving on some day from yesterday (the device may still
// be on it: the server's day is UTC) to the look-ahead horizon, with their dates, so the panels and
// answers switch at the device's own midnight on inauguration day, offline too.
// Portraits travel inline (data) only for the learner's own state, which keeps the bundle small;
// other states' portraits are linked and shown when online (initials otherwise).
import type { DbOrTrx, UserRow } from '../../db/database.js';
import { bundleWindow } from './clock.js';
import { listOfficials, servesWithin, type OfficeKind, type OfficialRecord } from './office.js';

async function dated(db: DbOrTrx, kind: OfficeKind): Promise<OfficialRecord[]> {
  const { from, until } = bundleWindow();
  return (await listOfficials(db, kind)).filter((r) => servesWithin(r, from, until));
}

const portrait = (r: OfficialRecord, user: UserRow) => ({
  portraitUrl: r.portraitData ? `/api/${r.kind}s/${r.id}/portrait` : null,
  portraitData: r.portraitData && r.state === user.state ? r.portraitData : null,
  portraitMimeType: r.portraitData ? r.portraitMimeType : null,
});

const dates = (r: OfficialRecord) => ({
  inaugurationDay: r.inaugurationDay,
  validFrom: r.validFrom,
  validUntil: r.validUntil,
  asOf: r.asOf,
});

/** What a senator and a governor share in the bundle (serialized in the order of its schema). */
const officeholder = (r: OfficialRecord, user: UserRow) => ({
  id: r.id,
  state: r.state,
  stateName: r.stateName,
  partisanship: r.party,
  ...dates(r),
  ...portrait(r, user),
});

export async function bundleOfficials(db: DbOrTrx, user: UserRow) {
  const [senators, governors] = await Promise.all([dated(db, 'senator'), dated(db, 'governor')]);
  return {
    senators: senators.map((r) => ({ ...officeholder(r, user), senatorName: r.name, senateClass: r.seat })),
    governors: governors.map((r) => ({ ...officeholder(r, user), governorName: r.name })),
  };
}

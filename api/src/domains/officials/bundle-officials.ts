// The officials a device stores: everyone serving today plus those taking office within the
// look-ahead window, with their dates, so the panels and answers switch on inauguration day offline.
// Portraits travel inline (data) only for the learner's own state, which keeps the bundle small;
// other states' portraits are linked and shown when online (initials otherwise).
import { addDays, OFFICIALS_LOOKAHEAD_DAYS } from '@civics/sync-protocol';
import type { DbOrTrx, UserRow } from '../../db/database.js';
import { today } from './clock.js';
import { listOfficials, type OfficeKind, type OfficialRecord } from './office.js';

async function dated(db: DbOrTrx, kind: OfficeKind): Promise<OfficialRecord[]> {
  const day = today();
  const horizon = addDays(day, OFFICIALS_LOOKAHEAD_DAYS);
  return (await listOfficials(db, kind)).filter((r) => r.isActive && (r.validUntil === null || r.validUntil > day) && (r.validFrom === null || r.validFrom <= horizon));
}

const portrait = (r: OfficialRecord, user: UserRow) => ({
  portraitUrl: r.portraitData ? `/api/${r.kind}s/${r.id}/portrait` : null,
  portraitData: r.portraitData && r.state === user.state ? r.portraitData : null,
  portraitMimeType: r.portraitData ? r.portraitMimeType : null,
});

const dates = (r: OfficialRecord) => ({ inaugurationDay: r.inaugurationDay, validFrom: r.validFrom, validUntil: r.validUntil, asOf: r.asOf });

export async function bundleOfficials(db: DbOrTrx, user: UserRow) {
  const [senators, governors] = await Promise.all([dated(db, 'senator'), dated(db, 'governor')]);
  return {
    senators: senators.map((r) => ({ id: r.id, state: r.state, stateName: r.stateName, senatorName: r.name, partisanship: r.party, senateClass: r.seat, ...dates(r), ...portrait(r, user) })),
    governors: governors.map((r) => ({ id: r.id, state: r.state, stateName: r.stateName, governorName: r.name, partisanship: r.party, ...dates(r), ...portrait(r, user) })),
  };
}

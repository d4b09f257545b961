// The admin's view of an official row: the stored fields plus its status today.
import type { AdminGovernorDto, AdminSenatorDto } from '@civics/sync-protocol';
import type { OfficialRecord } from './office.js';
import { statusOn } from './terms.js';

const dated = (r: OfficialRecord, day: string) => ({
  id: r.id,
  state: r.state,
  stateName: r.stateName,
  partisanship: r.party,
  inaugurationDay: r.inaugurationDay,
  validFrom: r.validFrom,
  validUntil: r.validUntil,
  termEnd: r.termEnd,
  asOf: r.asOf,
  status: statusOn(r, day),
  portraitData: r.portraitData,
  portraitMimeType: r.portraitMimeType,
});

export const toAdminSenator = (r: OfficialRecord, day: string): AdminSenatorDto => ({
  ...dated(r, day),
  senatorName: r.name,
  senateClass: r.seat,
});
export const toAdminGovernor = (r: OfficialRecord, day: string): AdminGovernorDto => ({
  ...dated(r, day),
  governorName: r.name,
});
export const toAdminDto = (r: OfficialRecord, day: string) =>
  r.kind === 'senator' ? toAdminSenator(r, day) : toAdminGovernor(r, day);

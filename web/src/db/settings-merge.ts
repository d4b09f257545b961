// Issue 30, "settings that follow the learner": between this device's copy of the settings and the
// account's, the newer choice wins, field by field, by the time the device that made it recorded
// it (DESIGN.md §3: last writer wins per field). A field changed here and not yet pushed is newer by
// definition (its op is still in the outbox). Equal times are the same write seen from both sides:
// the account's copy stands. A server that sends no field times (before issue 30) leaves the old
// rule: the account's copy except the fields still waiting to be pushed.
import type { SettingsDto } from '@civics/sync-protocol';
import { mergeGoalDays } from '@civics/sync-protocol/goal-days';
import type { StoredSettings } from './database';

export type Side = 'device' | 'account';

/** Which side's value of one field stands: the one recorded later; the account's when equal or unknown. */
export function newerSide(deviceAt: string | undefined, accountAt: string | undefined): Side {
  if (!deviceAt) return 'account';
  if (!accountAt) return 'device';
  return Date.parse(deviceAt) > Date.parse(accountAt) ? 'device' : 'account';
}

type Group = 'study' | 'test';

export function mergeSettings(
  userId: number,
  local: StoredSettings | undefined,
  account: SettingsDto,
  pending: ReadonlySet<string>,
): StoredSettings {
  const accountTimes = account.fieldTimes;
  const merged: StoredSettings = {
    userId,
    studyModeSettings: { ...account.studyModeSettings },
    testModeSettings: { ...account.testModeSettings },
    fieldTimes: { ...accountTimes },
  };
  if (!local) return merged;
  const keepLocal = (group: Group, field: string) => {
    const key = `${group}.${field}`;
    if (pending.has(key)) return true;
    return accountTimes !== undefined && newerSide(local.fieldTimes[key], accountTimes[key]) === 'device';
  };
  const take = (group: Group, values: object, into: object) => {
    for (const [field, value] of Object.entries(values)) {
      if (value === undefined || !keepLocal(group, field)) continue;
      Object.assign(into, { [field]: value });
      const at = local.fieldTimes[`${group}.${field}`];
      if (at) merged.fieldTimes[`${group}.${field}`] = at;
    }
  };
  take('study', local.studyModeSettings, merged.studyModeSettings);
  take('test', local.testModeSettings, merged.testModeSettings);
  // Each day's goal (issue 33): the days of both sides, this device's own winning a day both have
  // only while it waits to be pushed (the server merges the same way once it arrives).
  const [ours, theirs] = [local.studyModeSettings.goalDays, account.studyModeSettings.goalDays];
  if (ours || theirs) {
    merged.studyModeSettings.goalDays = pending.has('study.goalDays')
      ? mergeGoalDays(theirs, ours)
      : mergeGoalDays(ours, theirs);
  }
  return merged;
}

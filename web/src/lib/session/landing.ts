// Where a sign-in lands (issue 31, a departure from the spec's sign-in → Settings, README
// "Departures"): Home, except the very first sign-in of an account, which goes through the short
// welcome (test version, state and district, translation) first.
import type { SettingsDto } from '@civics/sync-protocol';
import { paths } from '../../routes';
import { requestJson } from '../request';

/**
 * The welcome is for a learner who has made no settings yet: not once it was done or skipped on any
 * device (`welcomeDone`, a synced setting of the account), nor for an account whose settings were
 * ever saved (an account from before the welcome existed already chose what it asks).
 */
export function needsWelcome(settings: Pick<SettingsDto, 'studyModeSettings' | 'updatedAt'>): boolean {
  return settings.studyModeSettings.welcomeDone !== true && settings.updatedAt === null;
}

/** Asks the server (a sign-in is online): the account's settings, not this device's, decide. */
export async function landingPath(): Promise<typeof paths.home | typeof paths.welcome> {
  try {
    return needsWelcome(await requestJson<SettingsDto>('GET', '/api/settings')) ? paths.welcome : paths.home;
  } catch {
    // Settings stay one tap away: a failed look-up never keeps the learner from Home.
    return paths.home;
  }
}

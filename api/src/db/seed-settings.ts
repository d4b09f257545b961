// The one row of system settings, written with the defaults at first start (and when an admin
// saves settings before any row exists).
import { DEFAULT_SYSTEM_SETTINGS } from '@civics/sync-protocol';
import type { DbOrTrx } from './database.js';

export async function ensureSystemSettings(db: DbOrTrx): Promise<void> {
  await db
    .insertInto('systemSettings')
    .values({
      id: 1,
      studyModeConfig: JSON.stringify(DEFAULT_SYSTEM_SETTINGS.studyModeConfig),
      testModeConfig: JSON.stringify(DEFAULT_SYSTEM_SETTINGS.testModeConfig),
      userRegistrationConfig: JSON.stringify(DEFAULT_SYSTEM_SETTINGS.userRegistrationConfig),
      updatedAt: null,
      updatedBy: null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

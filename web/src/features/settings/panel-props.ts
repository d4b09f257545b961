import type { StoredSettings } from '../../db/database';
import type { CurrentUser } from '../../lib/session/current-user';
import type { AccountUpdate } from './use-account-update';
import type { SettingsDraft } from './use-settings-draft';
import type { useStartActions } from './use-start-actions';

export interface PanelProps {
  user: CurrentUser;
  settings: StoredSettings;
  change: SettingsDraft['change'];
  account: AccountUpdate;
  /** Questions in the device's bank; undefined while it is being read. */
  available: number | undefined;
  actions: ReturnType<typeof useStartActions>;
  canTest: boolean;
  /** Level 1 with an admin's fixed test assigned: /test opens for that test only. */
  fixedTestOnly: boolean;
}

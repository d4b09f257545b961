import type { Migration } from 'kysely';
import * as m0001 from './0001_initial.js';
import * as m0002 from './0002_representatives_capitals.js';
import * as m0003 from './0003_progress_reset.js';
import * as m0004 from './0004_audit_log.js';

/** Every migration, named so that they sort; a static map so no file system scan is needed. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_representatives_capitals': m0002,
  '0003_progress_reset': m0003,
  '0004_audit_log': m0004,
};

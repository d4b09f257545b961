import type { Migration } from 'kysely';
import * as m0001 from './0001_initial.js';

/** Every migration, named so that they sort; a static map so no file system scan is needed. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
};

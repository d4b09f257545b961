// Test-only: the device database (in fake IndexedDB) opened empty before each test of the file and
// deleted after it, so no test reads another's records.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach } from 'vitest';
import { db } from '../db/database';

export function freshDatabaseEachTest() {
  beforeEach(async () => {
    await db.open();
  });
  afterEach(async () => {
    await db.delete();
  });
}

// Before the suite's PostgreSQL pass: one database per Vitest worker (helper.ts picks its own by
// VITEST_POOL_ID), so two workers never build and drop their per-test schemas in the same database.
// Sharing one, some migrations failed on "schema … does not exist" while the other worker ran.
import { createPool } from '../db/postgres.js';
import { TEST_WORKERS, workerDatabaseName } from './workers.js';

export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (!url) return;
  const pool = createPool(url, 1);
  try {
    for (let worker = 1; worker <= TEST_WORKERS; worker++) {
      await pool.query(`drop database if exists ${workerDatabaseName(worker)} with (force)`);
      await pool.query(`create database ${workerDatabaseName(worker)}`);
    }
  } finally {
    await pool.end();
  }
}

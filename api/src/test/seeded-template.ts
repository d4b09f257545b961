// Migrating and seeding a database took most of a test's start (SQLite 0.4 s, PostgreSQL 0.9 s, for
// about 500 apps per pass). Each worker now does it once, into a template, and every test app starts
// from its own copy: a file copy on SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL. The copy is
// the same database migrateToLatest and seedContent would have built, so buildApp skips both.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { createPool } from '../db/postgres.js';
import { seedContent } from '../db/seed.js';
import { workerTemplateName } from './workers.js';

let sqliteTemplate: Promise<string> | undefined;
let postgresTemplate: Promise<string> | undefined;

async function buildSqliteTemplate(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'civics-api-template-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const path = join(dir, 'template.sqlite');
  const db = openDatabase({ path, url: null });
  await migrateToLatest(db);
  await seedContent(db);
  await db.destroy();
  return path;
}

/** Copies this worker's migrated and seeded SQLite file to `path`. */
export async function copySeededSqlite(path: string): Promise<void> {
  sqliteTemplate ??= buildSqliteTemplate();
  copyFileSync(await sqliteTemplate, path);
}

async function buildPostgresTemplate(workerUrl: string, worker: number): Promise<string> {
  const name = workerTemplateName(worker);
  const admin = createPool(workerUrl, 1);
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const db = openDatabase({ path: '', url: databaseUrl(workerUrl, name), poolSize: 1 });
  await migrateToLatest(db);
  await seedContent(db);
  // A template must have no open connection when it is copied.
  await db.destroy();
  return name;
}

/**
 * A new database copied from this worker's migrated and seeded template; answers its URL and a
 * function that drops it (after the test's app is closed).
 */
export async function copySeededPostgres(
  workerUrl: string,
  worker: number,
): Promise<{ url: string; drop: () => Promise<void> }> {
  postgresTemplate ??= buildPostgresTemplate(workerUrl, worker);
  const template = await postgresTemplate;
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = createPool(workerUrl, 1);
  try {
    // file_copy: faster than the default WAL_LOG copy for a small database on this fsync-less cluster.
    await admin.query(`create database ${name} template ${template} strategy file_copy`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(workerUrl, name),
    drop: async () => {
      const pool = createPool(workerUrl, 1);
      try {
        await pool.query(`drop database if exists ${name} with (force)`);
      } finally {
        await pool.end();
      }
    },
  };
}

function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

// Frozen in time: never import application code here.
import { readFileSync } from 'node:fs';

// The migrations' data files stay beside them in src/ (the build copies no JSON into dist/). Run from
// src/ (tsx, tests) or compiled into dist/, this module sits three folders below the api package, so
// it finds them from there, as seed-data finds its data from its package root.
const dataFolder = new URL('../../../src/db/migrations/', import.meta.url);

/** The parsed content of a migration's JSON data file, named relative to src/db/migrations. */
export function readMigrationData(fileName: string): unknown {
  return JSON.parse(readFileSync(new URL(fileName, dataFolder), 'utf8'));
}

// Reads the package's own data files and validates each on load: a bad file fails with the file,
// the item and the field at fault (the app never starts on content it cannot trust).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TSchema, Static } from 'typebox';
import { Value } from 'typebox/value';
import type { TestVersion, TranslationLanguage } from '@civics/sync-protocol/constants';
import {
  Bank,
  CategoriesFile,
  GovernorRecord,
  OfficialQuestion,
  SenatorRecord,
  RepresentativeRecord,
  CapitalRecord,
  TranslationFile,
} from './schema.js';
import Type from 'typebox';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const filePath = (relative: string) => `${packageRoot}${relative}`;

export class SeedDataError extends Error {}

/** Loads JSON and checks it against a schema; the message names the item (by officialNumber when there is one). */
export function loadJson<S extends TSchema>(relative: string, schema: S): Static<S> {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(filePath(relative), 'utf8'));
  } catch (cause) {
    throw new SeedDataError(`${relative}: cannot read JSON (${(cause as Error).message})`);
  }
  return checkShape(relative, data, schema);
}

/** Checks parsed data against a schema, failing with the file, the item and the field at fault. */
export function checkShape<S extends TSchema>(label: string, data: unknown, schema: S): Static<S> {
  const first = Value.Errors(schema, data)[0];
  if (first) {
    const path = first.instancePath;
    throw new SeedDataError(`${label}: ${describeItem(data, path)}field ${path || '/'} ${first.message}`);
  }
  return data as Static<S>;
}

function describeItem(data: unknown, path: string): string {
  const match = /^\/questions\/(\d+)/.exec(path);
  if (!match) return '';
  const item = (data as { questions: Array<{ officialNumber?: unknown }> }).questions[Number(match[1])];
  return `question #${Number(match[1]) + 1} (officialNumber ${String(item?.officialNumber)}): `;
}

export const bankExists = (version: TestVersion) => existsSync(filePath(`data/${version}/en.json`));
export const translationExists = (version: TestVersion, language: TranslationLanguage) =>
  existsSync(filePath(`data/${version}/${language}.json`));

export const loadBank = (version: TestVersion) => loadJson(`data/${version}/en.json`, Bank);
export const loadTranslation = (version: TestVersion, language: TranslationLanguage) =>
  loadJson(`data/${version}/${language}.json`, TranslationFile);
export const loadCategories = () => loadJson('data/categories.json', CategoriesFile);
export const loadOfficialList = (version: TestVersion) =>
  loadJson(`reference/civics-${version}.json`, Type.Array(OfficialQuestion));
export const loadSenators = () => loadJson('reference/senators.json', Type.Array(SenatorRecord));
export const loadGovernors = () => loadJson('reference/governors.json', Type.Array(GovernorRecord));
/** The five territories' governors (reference/PROVENANCE.md: not in the shared reference data). */
export const loadTerritoryGovernors = () => loadJson('reference/territory-governors.json', Type.Array(GovernorRecord));
export const loadRepresentatives = () => loadJson('reference/representatives.json', Type.Array(RepresentativeRecord));
export const loadStateCapitals = () => loadJson('reference/state-capitals.json', Type.Array(CapitalRecord));

/** As-of dates of the officials data (reference/PROVENANCE.md). */
export const OFFICIALS_AS_OF = {
  senators: '2026-06-15',
  representatives: '2026-06-15',
  governors: '2026-08-05',
  territoryGovernors: '2026-02-27',
  capitals: '2026-04-18',
} as const;

/** Stable question ids: the 2008 bank uses its official numbers, the 2025 bank 1000 + number (spec part 1 §3 fallback rule). */
export const questionId = (version: TestVersion, officialNumber: number): number =>
  version === '2008' ? officialNumber : 1000 + officialNumber;

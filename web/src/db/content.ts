// The content bundle on the device: fetched with its ETag (304 when unchanged) and stored in one
// transaction, so a half-written bundle never replaces a whole one.
import type { TestVersion } from '@civics/sync-protocol/constants';
import { apiPath } from '../lib/request';
import { db, type BundleMeta, type StoredGovernor, type StoredQuestion, type StoredSenator } from './database';
import type { CategoryDto } from '@civics/sync-protocol';

interface BundleAnswer {
  version: string;
  language: string;
  approvalLevel: number;
  state: string | null;
  questions: StoredQuestion[];
  categories: CategoryDto[];
  senators: StoredSenator[];
  governors: StoredGovernor[];
  studyModeConfig: BundleMeta['studyModeConfig'];
  testModeConfig: BundleMeta['testModeConfig'];
}

export class BundleError extends Error {
  constructor(readonly status: number) {
    super(`Error fetching content bundle: ${status}`);
  }
}

export const readBundleMeta = async () => (await db.meta.get('bundle')) as BundleMeta | undefined;

/** Translations travel only for a real translation language. */
export const bundleLanguage = (language: string) => (language === 'none' || language === 'en' ? 'none' : language);

export async function refreshBundle(userId: number, language: string, version?: TestVersion): Promise<'updated' | 'unchanged'> {
  const wanted = bundleLanguage(language);
  const meta = await readBundleMeta();
  const sameScope = meta && meta.userId === userId && meta.language === wanted && (!version || meta.version === version);
  const query = new URLSearchParams({ language: wanted, ...(version ? { version } : {}) });
  const response = await fetch(apiPath(`/content/bundle?${query}`), {
    credentials: 'include',
    cache: 'no-store',
    headers: { Accept: 'application/json', ...(sameScope ? { 'If-None-Match': meta.etag } : {}) },
  });
  if (response.status === 304) return 'unchanged';
  if (!response.ok) throw new BundleError(response.status);
  const bundle = (await response.json()) as BundleAnswer;
  const next: BundleMeta = {
    key: 'bundle',
    userId,
    etag: response.headers.get('ETag') ?? '',
    language: bundle.language,
    version: bundle.version,
    approvalLevel: bundle.approvalLevel,
    state: bundle.state,
    studyModeConfig: bundle.studyModeConfig,
    testModeConfig: bundle.testModeConfig,
    fetchedAt: new Date().toISOString(),
  };
  await db.transaction('rw', [db.questions, db.categories, db.senators, db.governors, db.meta], async () => {
    await Promise.all([db.questions.clear(), db.categories.clear(), db.senators.clear(), db.governors.clear()]);
    await db.questions.bulkPut(bundle.questions);
    await db.categories.bulkPut(bundle.categories);
    await db.senators.bulkPut(bundle.senators);
    await db.governors.bulkPut(bundle.governors);
    await db.meta.put(next);
  });
  return 'updated';
}

/** The bank on the device, in official order (what study and test read). */
export const questionsInOrder = () => db.questions.orderBy('officialNumber').toArray();

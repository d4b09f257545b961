// The content bundle on the device: fetched with its ETag (304 when unchanged) and stored in one
// transaction, so a half-written bundle never replaces a whole one.
import type { TestVersion } from '@civics/sync-protocol/constants';
import { apiPath } from '../lib/request';
import { db, type BundleMeta } from './database';
import { answerOn, deviceDay, type DatedQuestion } from './officials';
import type { ContentBundle, LearnerTestDefinition } from '@civics/sync-protocol';

/** What GET /api/content/bundle answers: the contract is sync-protocol's schema (types only here). */
type BundleAnswer = ContentBundle;

export class BundleError extends Error {
  constructor(readonly status: number) {
    super(`Error fetching content bundle: ${status}`);
  }
}

/** The spec's default fetch time-out (part 1 §9). */
export const BUNDLE_TIMEOUT_MS = 30_000;

const isCompleteBundle = (bundle: Partial<BundleAnswer> | null): bundle is BundleAnswer =>
  !!bundle &&
  typeof bundle.version === 'string' &&
  Array.isArray(bundle.questions) &&
  Array.isArray(bundle.categories) &&
  Array.isArray(bundle.senators) &&
  Array.isArray(bundle.governors);

export const readBundleMeta = async () => (await db.meta.get('bundle')) as BundleMeta | undefined;

/** Translations travel only for a real translation language. */
export const bundleLanguage = (language: string) => (language === 'none' || language === 'en' ? 'none' : language);

export async function refreshBundle(
  userId: number,
  language: string,
  version?: TestVersion,
): Promise<'updated' | 'unchanged'> {
  const wanted = bundleLanguage(language);
  const meta = await readBundleMeta();
  const sameScope =
    meta && meta.userId === userId && meta.language === wanted && (!version || meta.version === version);
  const query = new URLSearchParams({ language: wanted, ...(version ? { version } : {}) });
  // The spec's default fetch time-out (part 1 §9: 30 s), body included: a stalled download fails
  // instead of leaving a spinner up.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), BUNDLE_TIMEOUT_MS);
  let bundle: BundleAnswer;
  let response: Response;
  try {
    response = await fetch(apiPath(`/content/bundle?${query}`), {
      credentials: 'include',
      cache: 'no-store',
      headers: { Accept: 'application/json', ...(sameScope ? { 'If-None-Match': meta.etag } : {}) },
      signal: controller.signal,
    });
    if (response.status === 304) {
      // Still current: the device's content is as new as the server's today.
      await db.meta.update('bundle', { checkedAt: new Date().toISOString() });
      return 'unchanged';
    }
    if (!response.ok) throw new BundleError(response.status);
    bundle = (await response.json()) as BundleAnswer;
  } finally {
    clearTimeout(timer);
  }
  // A partial bundle is never stored: the previous complete one stays in use.
  if (!isCompleteBundle(bundle)) throw new BundleError(response.status);
  const next: BundleMeta = {
    key: 'bundle',
    userId,
    etag: response.headers.get('ETag') ?? '',
    language: bundle.language,
    version: bundle.version,
    approvalLevel: bundle.approvalLevel,
    state: bundle.state,
    representative: bundle.representative ?? null,
    studyModeConfig: bundle.studyModeConfig,
    testModeConfig: bundle.testModeConfig,
    testDefinitions: bundle.testDefinitions ?? [],
    fetchedAt: new Date().toISOString(),
    checkedAt: new Date().toISOString(),
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

/**
 * The bank on the device, in official order (what study and test read), each answer as of the
 * device's day: a senators/governor question switches on inauguration day, offline too.
 */
export const questionsInOrder = async (day = deviceDay()) =>
  ((await db.questions.orderBy('officialNumber').toArray()) as DatedQuestion[]).map((q) => answerOn(q, day));

/**
 * The questions a test or the mock interview may ask on the device's day: not one whose holder's
 * term has ended with nobody new entered, since its right answer is not known (issue 34 item 11).
 */
export const askableQuestions = async (day = deviceDay()) =>
  (await questionsInOrder(day)).filter((q) => !q.officeChange);

/**
 * The admin's fixed tests assigned to this account for its test version (issue 9), as the device
 * holds them. A level 1 learner may take these although the random test needs level 2.
 */
export async function assignedFixedTests(userId: number): Promise<LearnerTestDefinition[]> {
  const meta = await readBundleMeta().catch(() => undefined);
  if (!meta || meta.userId !== userId) return [];
  return (meta.testDefinitions ?? []).filter((d) => d.version === meta.version);
}

/** The bank's categories in their order, the count of questions, and the names of some categories. */
export const categoriesInOrder = () => db.categories.orderBy('id').toArray();
export const questionCount = () => db.questions.count();
export const categoryNames = async (ids: Iterable<number>) =>
  (await db.categories.bulkGet([...ids])).filter((c) => c !== undefined).map((c) => c.name);

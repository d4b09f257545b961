// The N-400 interview practice on the device (issue 32): a database of its own, apart from the
// content/learner database, so it loads only with the practice (a lazy chunk) and its schema moves
// on its own. Its rows, all per account:
// - `bundles`: the N-400 content as the server sent it for this account (its level decides how
//   much), with its ETag; read offline. The sync engine fetches it with the question bank (a
//   learner may open the practice for the first time offline), the practice screens when they open.
// - `aboutYou`: the learner's own answers about their application ('' = a field they emptied, kept
//   so an older value from another device cannot come back).
// - `aboutYouSync`: the learner's switch "Keep these answers on my account too" (off when absent).
//   While it is off no outbox op is ever written for these answers: they stay on this device.
//   While it is on, each change is queued as an `about-you.*` op (sync-protocol about-you.ts).
// The outbox lives in the other database, so a write and its op cannot share one transaction: the
// op is queued first, then the row is written. If the second step fails, the next pull brings the
// value back from the account (the server has it), so the two never stay apart.
import Dexie, { type EntityTable, type Table } from 'dexie';
import type { AboutYouFieldName, AboutYouSetPayload, N400Bundle } from '@civics/sync-protocol';
import { apiPath } from '../lib/request';
import { BUNDLE_TIMEOUT_MS, bundleLanguage } from './content';
import { db } from './database';
import { writeWithOp } from './outbox';

export interface StoredN400Bundle extends N400Bundle {
  userId: number;
  etag: string;
  fetchedAt: string;
}

export interface AboutYouAnswer {
  userId: number;
  field: string;
  value: string;
  updatedAt: string;
}

/** The learner's choice to keep their "about you" answers on their account (account-wide, by time). */
export interface AboutYouSyncChoice {
  userId: number;
  enabled: boolean;
  changedAt: string;
}

export class N400Database extends Dexie {
  bundles!: EntityTable<StoredN400Bundle, 'userId'>;
  aboutYou!: Table<AboutYouAnswer, [number, string]>;
  aboutYouSync!: EntityTable<AboutYouSyncChoice, 'userId'>;

  constructor(name = 'civics-n400') {
    super(name);
    this.version(1).stores({ bundles: 'userId', aboutYou: '[userId+field], userId' });
    this.version(2).stores({ aboutYouSync: 'userId' });
  }
}

export const n400Db = new N400Database();

export class N400BundleError extends Error {
  constructor(readonly status: number) {
    super(`Error fetching the N-400 content: ${status}`);
  }
}

/** Downloads under way, by account and language: the sync engine and an open practice share one. */
const downloading = new Map<string, Promise<'updated' | 'unchanged'>>();

/**
 * Fetches this account's N-400 content (304 when the device's copy is current) and keeps it. The
 * sync engine fetches it with the question bank and the practice screens when they open: a call
 * while the same download is under way waits for that one instead of fetching it a second time.
 */
export function refreshN400Bundle(userId: number, language: string): Promise<'updated' | 'unchanged'> {
  const key = `${userId}:${bundleLanguage(language)}`;
  const running = downloading.get(key);
  if (running) return running;
  const started = downloadN400Bundle(userId, bundleLanguage(language)).finally(() => downloading.delete(key));
  downloading.set(key, started);
  return started;
}

async function downloadN400Bundle(userId: number, wanted: string): Promise<'updated' | 'unchanged'> {
  const stored = await n400Db.bundles.get(userId);
  const same = stored && stored.language === wanted;
  // The question bank's time-out: the sync round waits for this download, so a stalled one must end.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), BUNDLE_TIMEOUT_MS);
  let bundle: N400Bundle;
  let response: Response;
  try {
    response = await fetch(apiPath(`/n400/bundle?${new URLSearchParams({ language: wanted })}`), {
      credentials: 'include',
      cache: 'no-store',
      headers: { Accept: 'application/json', ...(same ? { 'If-None-Match': stored.etag } : {}) },
      signal: controller.signal,
    });
    if (response.status === 304) return 'unchanged';
    if (!response.ok) throw new N400BundleError(response.status);
    bundle = (await response.json()) as N400Bundle;
  } finally {
    clearTimeout(timer);
  }
  if (!Array.isArray(bundle.part9) || !Array.isArray(bundle.vocabulary) || !Array.isArray(bundle.personal))
    throw new N400BundleError(response.status);
  await n400Db.bundles.put({
    ...bundle,
    userId,
    etag: response.headers.get('ETag') ?? '',
    fetchedAt: new Date().toISOString(),
  });
  return 'updated';
}

/** The account's answers on this device (an emptied field is no answer). */
export const readAboutYou = async (userId: number) =>
  (await n400Db.aboutYou.where('userId').equals(userId).toArray()).filter((a) => a.value !== '');

/** Whether this account keeps its answers on the account too (false until the learner says so). */
export const readAboutYouSyncing = async (userId: number) => (await n400Db.aboutYouSync.get(userId))?.enabled ?? false;

const asSetPayload = (a: { field: string; value: string; updatedAt: string }): AboutYouSetPayload => ({
  // The fields come from the server's own questions (its known list); a field it does not know is
  // refused alone, with its reason, and stays on the device.
  field: a.field as AboutYouFieldName,
  value: a.value,
  updatedAt: a.updatedAt,
});

/** Queues these answers for the account, as one transaction of the learner database. */
export async function queueAboutYouAnswers(userId: number, answers: AboutYouAnswer[]): Promise<void> {
  if (answers.length === 0) return;
  await db.transaction('rw', db.tables, async () => {
    for (const answer of answers) await writeWithOp(userId, 'about-you.set', asSetPayload(answer), async () => {});
  });
}

/**
 * Saves the form: only the fields whose value changed get a new time (and, with the switch on, an
 * op); an emptied field is kept as '' so the account learns it was emptied.
 */
export async function saveAboutYou(userId: number, entries: Record<string, string>): Promise<void> {
  const now = new Date().toISOString();
  const stored = new Map((await n400Db.aboutYou.where('userId').equals(userId).toArray()).map((a) => [a.field, a]));
  const changed: AboutYouAnswer[] = [];
  for (const [field, raw] of Object.entries(entries)) {
    const value = raw.trim().slice(0, 200);
    if ((stored.get(field)?.value ?? '') !== value) changed.push({ userId, field, value, updatedAt: now });
  }
  if (await readAboutYouSyncing(userId)) await queueAboutYouAnswers(userId, changed);
  await n400Db.aboutYou.bulkPut(changed);
}

/**
 * The switch. On: the choice and every answer on this device go to the account. Off: the account
 * drops the answers (the server does, on the op); this device keeps them.
 */
export async function setAboutYouSyncing(userId: number, enabled: boolean): Promise<void> {
  const changedAt = new Date().toISOString();
  const answers = enabled ? await n400Db.aboutYou.where('userId').equals(userId).toArray() : [];
  await db.transaction('rw', db.tables, async () => {
    await writeWithOp(userId, 'about-you.sync', { enabled, changedAt }, async () => {});
    await queueAboutYouAnswers(userId, answers);
  });
  await n400Db.aboutYouSync.put({ userId, enabled, changedAt });
}

/** "Forget my answers": every answer of this account leaves the device, and the account when it keeps them. */
export async function forgetAboutYou(userId: number): Promise<void> {
  if (await readAboutYouSyncing(userId))
    await writeWithOp(userId, 'about-you.forget', { forgottenAt: new Date().toISOString() }, async () => {});
  await n400Db.aboutYou.where('userId').equals(userId).delete();
}

/** The account is deleted: its answers and its copy of the content leave the device. */
export async function forgetN400OnDevice(userId: number): Promise<void> {
  await n400Db.transaction('rw', [n400Db.aboutYou, n400Db.aboutYouSync, n400Db.bundles], async () => {
    await n400Db.aboutYou.where('userId').equals(userId).delete();
    await n400Db.aboutYouSync.delete(userId);
    await n400Db.bundles.delete(userId);
  });
}

// The N-400 interview practice on the device (issue 32): a database of its own, apart from the
// content/learner database, so it loads only with the practice (a lazy chunk) and its schema moves
// on its own. Two kinds of rows, both per account:
// - `bundles`: the N-400 content as the server sent it for this account (its level decides how
//   much), with its ETag; read offline.
// - `aboutYou`: the learner's own answers about their application. They stay on this device: no
//   outbox op is ever written for them, and nothing here sends them anywhere.
import Dexie, { type EntityTable, type Table } from 'dexie';
import type { N400Bundle } from '@civics/sync-protocol';
import { apiPath } from '../lib/request';

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

export class N400Database extends Dexie {
  bundles!: EntityTable<StoredN400Bundle, 'userId'>;
  aboutYou!: Table<AboutYouAnswer, [number, string]>;

  constructor(name = 'civics-n400') {
    super(name);
    this.version(1).stores({ bundles: 'userId', aboutYou: '[userId+field], userId' });
  }
}

export const n400Db = new N400Database();

export class N400BundleError extends Error {
  constructor(readonly status: number) {
    super(`Error fetching the N-400 content: ${status}`);
  }
}

/** Fetches this account's N-400 content (304 when the device's copy is current) and keeps it. */
export async function refreshN400Bundle(userId: number, language: string): Promise<'updated' | 'unchanged'> {
  const wanted = language === 'none' || language === 'en' ? 'none' : language;
  const stored = await n400Db.bundles.get(userId);
  const same = stored && stored.language === wanted;
  const response = await fetch(apiPath(`/n400/bundle?${new URLSearchParams({ language: wanted })}`), {
    credentials: 'include',
    cache: 'no-store',
    headers: { Accept: 'application/json', ...(same ? { 'If-None-Match': stored.etag } : {}) },
  });
  if (response.status === 304) return 'unchanged';
  if (!response.ok) throw new N400BundleError(response.status);
  const bundle = (await response.json()) as N400Bundle;
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

export const readAboutYou = (userId: number) => n400Db.aboutYou.where('userId').equals(userId).toArray();

export async function saveAboutYou(userId: number, field: string, value: string): Promise<void> {
  const trimmed = value.trim();
  if (!trimmed) await n400Db.aboutYou.delete([userId, field]);
  else await n400Db.aboutYou.put({ userId, field, value: trimmed.slice(0, 200), updatedAt: new Date().toISOString() });
}

/** "Forget my answers": every "about you" answer of this account leaves the device. */
export const forgetAboutYou = (userId: number) => n400Db.aboutYou.where('userId').equals(userId).delete();

/** The account is deleted: its answers and its copy of the content leave the device. */
export async function forgetN400OnDevice(userId: number): Promise<void> {
  await n400Db.transaction('rw', [n400Db.aboutYou, n400Db.bundles], async () => {
    await n400Db.aboutYou.where('userId').equals(userId).delete();
    await n400Db.bundles.delete(userId);
  });
}

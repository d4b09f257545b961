// Shared by the officials tests: a multipart body as a browser sends it, images made with sharp,
// row counts, and a learner in a given state and test version.
import sharp from 'sharp';
import { expect, vi } from 'vitest';
import type { CivicsApp } from '../../app.js';
import { buildTestApp, signInAdmin, signUp } from '../../test/helper.js';
import { countRows } from '../../test/rows.js';
import { sendAs } from '../../test/requests.js';

/**
 * A fresh app on the day `iso` names, with its admin signed in. Only Date is faked (timers and I/O
 * run); the test file restores the clock with afterEach(() => vi.useRealTimers()).
 */
export async function adminAppAt(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  const app = await buildTestApp();
  const admin = await signInAdmin(app);
  return { app, admin, cookie: admin.cookie };
}

/** The header the app's own calls carry on bodiless or non-JSON writes (DELETE, uploads). */
export const XHR = { 'x-requested-with': 'XMLHttpRequest' } as const;

export function multipart(fileName: string, type: string, content: Buffer, field = 'file') {
  const boundary = '----civicsTestBoundary7MA4YWxkTrZu0gW';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  // X-Requested-With: what the admin app sends with an upload (a cross-site form cannot).
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...XHR },
  };
}

/** A real PNG of the given size (a gradient, so it does not compress to nothing). */
export async function pngImage(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 31 + Math.floor(i / width) * 7) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Everything an officials write may touch, to prove a refused call stored nothing. */
export async function snapshot(app: CivicsApp) {
  return {
    senators: await app.db.selectFrom('senators').selectAll().orderBy('id').execute(),
    governors: await app.db.selectFrom('governors').selectAll().orderBy('id').execute(),
    audit: await countRows(app, 'auditLog'),
  };
}

/** A senator taking Texas's class 2 seat on 2027-01-03 (inauguration day) until 2033. */
export const newTexasSenator = {
  state: 'TX',
  senatorName: 'Jordan Example',
  partisanship: 'Independent',
  senateClass: 2,
  validFrom: '2027-01-03',
  termEnd: '2033-01-03',
};

/** POST /api/admin/officials/import as the admin app sends it (a preview with `dryRun: true`). */
export const importFile = (app: CivicsApp, cookie: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/officials/import',
    headers: { 'x-requested-with': 'fetch', cookie },
    payload,
  });

/** One senator's entry in a congress-legislators file. */
export const legislator = (
  first: string,
  last: string,
  state: string,
  senateClass: number,
  start: string,
  end: string,
) => ({
  id: { bioguide: `${last.toUpperCase()}1` },
  name: { first, last, official_full: `${first} ${last}` },
  terms: [{ type: 'sen', start, end, state, class: senateClass, party: 'Republican' }],
});

/** Pat Successor, entered by hand to take Iowa's class 2 seat on 2027-01-03; answers the new row's id. */
export async function addIowaSuccessor(app: CivicsApp, cookie: string): Promise<number> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/admin/senators',
    headers: { 'x-requested-with': 'fetch', cookie },
    payload: {
      state: 'IA',
      senatorName: 'Pat Successor',
      partisanship: 'Republican',
      senateClass: 2,
      validFrom: '2027-01-03',
      termEnd: '2033-01-03',
    },
  });
  expect(created.statusCode).toBe(201);
  return created.json().id as number;
}

export async function learnerIn(app: CivicsApp, name: string, state: string, testVersion: '2008' | '2025') {
  const { cookie } = await signUp(app, name, { level: 2, state });
  const patched = await app.inject({
    method: 'PATCH',
    url: '/api/user',
    headers: { cookie },
    payload: { testVersion },
  });
  expect(patched.statusCode).toBe(200);
  return cookie;
}

type BundleQuestion = {
  id: number;
  correctOptionId: string;
  explanation: string;
  options: Array<{ id: string; text: string }>;
  answerVariants?: unknown[];
};

export async function bundleOf(app: CivicsApp, cookie: string) {
  const response = await app.inject({ method: 'GET', url: '/api/content/bundle?language=vi', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return {
    etag: response.headers.etag as string,
    body: response.json() as {
      questions: BundleQuestion[];
      senators: Array<Record<string, unknown>>;
      governors: Array<Record<string, unknown>>;
    },
  };
}

/** The correct option's text of a question as the server answers it today. */
export async function correctText(app: CivicsApp, cookie: string, id: number): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/questions', headers: { cookie } });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const all = response.json() as BundleQuestion[];
  const q = all.find((x) => x.id === id)!;
  return q.options.find((o) => o.id === q.correctOptionId)!.text;
}

/** What the admin's governor form sends: a state, a name, a party, and when the term starts and ends. */
interface GovernorEntry {
  state: string;
  governorName: string;
  partisanship: string;
  validFrom?: string;
  termEnd?: string;
}

/** The admin enters a governor through the form's route, which takes it (201); the answer is returned. */
export async function enterGovernor(app: CivicsApp, cookie: string, governor: GovernorEntry) {
  const created = await sendAs(app, cookie, 'POST', '/api/admin/governors', governor);
  expect(created.statusCode, created.body).toBe(201);
  return created;
}

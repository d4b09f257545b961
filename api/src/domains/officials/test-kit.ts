// Shared by the officials tests: a multipart body as a browser sends it, images made with sharp,
// row counts, and a learner in a given state and test version.
import sharp from 'sharp';
import { expect } from 'vitest';
import type { CivicsApp } from '../../app.js';
import { signUp } from '../../test/helper.js';

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

export const count = async (app: CivicsApp, table: 'senators' | 'governors' | 'auditLog') =>
  Number(
    (
      await app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Everything an officials write may touch, to prove a refused call stored nothing. */
export async function snapshot(app: CivicsApp) {
  return {
    senators: await app.db.selectFrom('senators').selectAll().orderBy('id').execute(),
    governors: await app.db.selectFrom('governors').selectAll().orderBy('id').execute(),
    audit: await count(app, 'auditLog'),
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

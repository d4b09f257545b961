// The built web app is served precompressed with the right caching: hashed assets for a year, the
// shell and the service worker always revalidated (DESIGN.md §8 first visit).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp, tempDir } from '../test/helper.js';
import type { CivicsApp } from '../app.js';

function writeWithCopies(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(Buffer.from(text)));
  writeFileSync(`${path}.gz`, gzipSync(Buffer.from(text)));
}

async function appWithWeb() {
  const webRoot = tempDir();
  mkdirSync(join(webRoot, 'assets'));
  writeWithCopies(join(webRoot, 'index.html'), `<!doctype html><title>shell</title>${'<!-- padding -->'.repeat(40)}`);
  writeWithCopies(join(webRoot, 'sw.js'), `self.addEventListener('fetch', () => {});${' '.repeat(400)}`);
  writeWithCopies(join(webRoot, 'assets', 'index-abc123.js'), `console.log("app");${'/* padding */'.repeat(60)}`);
  for (const language of ['en', 'vi']) {
    mkdirSync(join(webRoot, 'prerendered', language), { recursive: true });
    writeWithCopies(
      join(webRoot, 'prerendered', language, 'auth.html'),
      `<!doctype html><div id="root" data-prerendered="${language}">sign in</div>${'<!-- padding -->'.repeat(40)}`,
    );
  }
  mkdirSync(join(webRoot, 'locales', '0123abcdef', 'vi'), { recursive: true });
  writeWithCopies(
    join(webRoot, 'locales', '0123abcdef', 'vi', 'study.json'),
    JSON.stringify({ title: 'Học', padding: 'x'.repeat(400) }),
  );
  return buildTestApp({ webRoot });
}

/** GET as a browser that accepts `encoding` (and sends `headers`) asks for it. */
const getAccepting = (app: CivicsApp, url: string, encoding: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding, ...headers } });

describe('web serving', () => {
  it('sends the Brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const app = await appWithWeb();
    const response = await getAccepting(app, '/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('keeps interface text of a content-addressed folder for a year, as JSON', async () => {
    const app = await appWithWeb();
    const response = await getAccepting(app, '/locales/0123abcdef/vi/study.json', 'identity');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.json()).toMatchObject({ title: 'Học' });
  });

  it('sends a public page drawn ahead in the language the device chose, else the browser asks for, else English', async () => {
    const app = await appWithWeb();
    const auth = (headers: Record<string, string>) => getAccepting(app, '/auth', 'identity', headers);
    expect((await auth({ cookie: 'civicsLang=vi', 'accept-language': 'en-US' })).body).toContain(
      'data-prerendered="vi"',
    );
    expect((await auth({ 'accept-language': 'fr;q=0.2, vi-VN;q=0.9' })).body).toContain('data-prerendered="vi"');
    const english = await auth({ 'accept-language': 'de-DE' });
    expect(english.body).toContain('data-prerendered="en"');
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.headers.vary).toMatch(/accept-language/i);
    // A language with no page drawn ahead, and pages never drawn ahead, get the empty shell.
    expect((await auth({ cookie: 'civicsLang=ko' })).body).toContain('<title>shell</title>');
    expect((await app.inject({ method: 'GET', url: '/study', headers: { cookie: 'civicsLang=vi' } })).body).toContain(
      '<title>shell</title>',
    );
  });

  it('falls back to gzip, then to the plain file', async () => {
    const app = await appWithWeb();
    const gzip = await getAccepting(app, '/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await getAccepting(app, '/assets/index-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log("app")');
  });

  it('revalidates the shell and the service worker every time, compressed too', async () => {
    const app = await appWithWeb();
    for (const url of ['/', '/sw.js', '/study']) {
      const response = await getAccepting(app, url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
    }
  });
});

// Draws the public pages ahead, in every interface language (DESIGN.md §8): a server build of
// src/prerender-entry.tsx renders each page with the real route table, and its HTML goes into a
// copy of the built index.html under dist/prerendered/<language>/<page>.html. The server sends the
// one in the visitor's language (api/src/plugins/web.ts); the device takes it over (src/main.tsx).
// Runs after `vite build`, before precompress.mjs; honours WEB_OUT_DIR like vite.config.ts.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const webDir = resolve(import.meta.dirname, '..');
const outDir = resolve(webDir, process.env.WEB_OUT_DIR ?? 'dist');
// One folder name per output folder: an absolute WEB_OUT_DIR must not make the server build empty it.
const serverOut = join(
  webDir,
  'node_modules/.prerender',
  (process.env.WEB_OUT_DIR ?? 'dist').replace(/[^\w.-]+/g, '_'),
);
const localesDir = join(webDir, 'src/i18n/locales');

/** The pages drawn ahead: path, file name, and the screen module whose code and styles it needs. */
const PAGES = [
  { path: '/', name: 'index', src: 'src/features/public/landing-page.tsx' },
  { path: '/auth', name: 'auth', src: 'src/features/auth/sign-in-page.tsx' },
  { path: '/login', name: 'login', src: 'src/features/auth/sign-in-page.tsx' },
  { path: '/introduction', name: 'introduction', src: 'src/features/public/introduction-page.tsx' },
  { path: '/language-select', name: 'language-select', src: 'src/features/public/language-select-page.tsx' },
  { path: '/how-to-use', name: 'how-to-use', src: 'src/features/public/how-to-use-page.tsx' },
  { path: '/support', name: 'support', src: 'src/features/public/support-page.tsx' },
];
const HTML_LANG = { en: 'en', vi: 'vi', ko: 'ko', zh: 'zh-Hans', 'zh-TW': 'zh-Hant', es: 'es', fr: 'fr' };

await build({
  configFile: join(webDir, 'vite.config.ts'),
  root: webDir,
  logLevel: 'warn',
  build: { ssr: 'src/prerender-entry.tsx', outDir: serverOut, emptyOutDir: true, manifest: false },
});
const { render } = await import(pathToFileURL(join(serverOut, 'prerender-entry.js')).href);

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const bundlesOf = (language) =>
  Object.fromEntries(
    readdirSync(join(localesDir, language)).map((file) => [
      file.slice(0, -'.json'.length),
      readJson(join(localesDir, language, file)),
    ]),
  );

const manifest = readJson(join(outDir, '.vite/manifest.json'));
/** A screen's own styles and code (with what it imports), so the page paints styled and loads at once. */
function screenTags(src) {
  if (!src) return '';
  const key = Object.keys(manifest).find((candidate) => manifest[candidate].src === src);
  if (!key) throw new Error(`${src} is not in the build manifest`);
  const css = new Set();
  const js = new Set();
  const visit = (chunkKey) => {
    const chunk = manifest[chunkKey];
    if (!chunk || js.has(chunk.file) || chunk.isEntry) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(key);
  // Files index.html names already are left out; crossorigin as Vite's own tags, so preloads are reused.
  const missing = (file) => !template.includes(`/${file}"`);
  return [
    ...[...css].filter(missing).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...js].filter(missing).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

// The style sheets go into the page itself: a first paint then waits for the HTML alone, not for a
// style sheet sharing a slow connection with the scripts (CSP allows inline styles).
const inlineStyles = (html) =>
  html.replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
    (_tag, file) => `<style>${readFileSync(join(outDir, file), 'utf8').trim()}</style>`,
  );

const template = readFileSync(join(outDir, 'index.html'), 'utf8');
// The root holds the loading outline (one line of markup); a page drawn ahead takes its place.
const ROOT = /<div id="root">.*<\/div>\n/;
if (!ROOT.test(template)) throw new Error('index.html has no <div id="root"> line to fill');
rmSync(join(outDir, 'prerendered'), { recursive: true, force: true });
const english = bundlesOf('en');
let count = 0;
for (const language of Object.keys(HTML_LANG)) {
  const bundles = language === 'en' ? { en: english } : { en: english, [language]: bundlesOf(language) };
  mkdirSync(join(outDir, 'prerendered', language), { recursive: true });
  for (const page of PAGES) {
    const markup = await render(page.path, language, bundles);
    const html = inlineStyles(
      template
        .replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[language]}"`)
        .replace('</head>', `${screenTags(page.src)}</head>`)
        .replace(ROOT, () => `<div id="root" data-prerendered="${language}" inert>${markup}</div>\n`),
    );
    writeFileSync(join(outDir, 'prerendered', language, `${page.name}.html`), html);
    count += 1;
  }
}
if (!existsSync(join(outDir, 'prerendered', 'en', 'index.html'))) throw new Error('nothing was drawn ahead');
console.log(`prerendered ${count} pages in ${Object.keys(HTML_LANG).length} languages`);

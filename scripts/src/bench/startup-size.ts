// Start-up JavaScript of the learner's path: the entry chunk and everything it imports statically,
// plus the study screen's lazy chunk and its imports (what loads before the first question shows).
// Each file is printed with what it buys, so a new start-up chunk has to explain itself.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface StartupFile {
  file: string;
  gzip: number;
  /** 'entry' = every first visit loads it (landing page too); 'study' = added by the study screen. */
  loadedBy: 'entry' | 'study';
  purpose: string;
}

export interface SizeReport {
  files: StartupFile[];
  totalGzip: number;
}

/**
 * What each start-up chunk buys, by the chunk's name (Rolldown names a shared chunk after its
 * first module). Chunks not listed are described from the manifest (lucide icon, screen, module).
 */
const PURPOSES: Record<string, string> = {
  index:
    'entry: React DOM 19 + scheduler (the renderer, ~60 KB), React Router (declarative routes, no data router), route table, guards (the landing page is drawn ahead as HTML and loads as its own chunk)',
  'rolldown-runtime': 'bundler runtime shared by all chunks',
  'jsx-runtime': 'JSX runtime',
  useTranslation: 'i18next + react-i18next: all interface text',
  languages: 'interface/content language list + bundled English shell text (common, screens)',
  constants: 'sync-protocol constants shared with the server (languages, limits)',
  'current-user-store': 'session: the signed-in user, cached for offline starts',
  'toast-store': 'toast messages store (zustand)',
  request: 'fetch wrapper for /api (time-outs, error messages)',
  'interface-language': 'interface language rules (which language to show, and switching)',
  'load-namespaces': 'fetches interface text files on demand (/locales/<id>/<language>/<namespace>.json)',
  'preload-helper': "Vite helper that preloads a lazy chunk's imports in parallel",
  'study-page': 'the study screen (session, question view, officials panel)',
  database: 'Dexie: the device database (questions, answers, outbox) - needed offline',
  content: 'content bundle on the device (questions, categories, fixed tests)',
  'dexie-react-hooks': 'useLiveQuery: screens update when the device database changes',
  outbox: 'outbox of changes waiting to sync',
  'learner-records': 'records study answers into the device database and outbox',
  'question-card': 'shared question card (options, feedback)',
  'speech-engine': 'read-aloud (speech synthesis) engine',
  'speak-sequence': 'reads a question and its answers in turn',
  createLucideIcon: 'lucide-react icon factory (icons are imported one by one)',
};

function purposeOf(distDir: string, key: string, chunk: ManifestChunk, manifest: Manifest): string {
  const name = chunk.name ?? key;
  // Two chunks are named after their first module "react": React itself and zustand/react.
  if (name === 'react') {
    const isReact = readFileSync(join(distDir, chunk.file), 'utf8').includes('react.transitional.element');
    return isReact
      ? 'React 19: the component API (elements, hooks, lazy, Suspense) the app and its libraries share'
      : 'zustand: small state stores (session, language, toasts)';
  }
  if (PURPOSES[name]) return PURPOSES[name];
  const importsIcons = (chunk.imports ?? []).some((imported) => manifest[imported]?.name === 'createLucideIcon');
  if (importsIcons && !chunk.src) return `lucide icon "${name}"`;
  if (chunk.src) return `screen/module ${chunk.src}`;
  return `shared module "${name}" (split out because several lazy screens use it)`;
}

function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Manifest keys reachable from `roots` through static imports, in visiting order. */
function staticClosure(manifest: Manifest, roots: string[], seen = new Set<string>()): Set<string> {
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key]!.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return seen;
}

const gzipOf = (distDir: string, file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;

export function learnerStartupSize(distDir: string, screenKey = 'src/features/study/study-page.tsx'): SizeReport {
  const manifest = readManifest(distDir);
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const entryKeys = staticClosure(manifest, entries);
  // The study screen's own chunk by name: the folder also holds lazy parts (the officials panel)
  // that load only later, and counting one of those instead would hide the screen's real cost.
  const screen = manifest[screenKey] ? screenKey : undefined;
  if (!screen) throw new Error(`${screenKey} is not in the build manifest: the start-up figure would be wrong`);
  const wanted = staticClosure(manifest, screen ? [screen] : [], new Set(entryKeys));
  const files = [...wanted]
    .filter((key) => manifest[key]!.file.endsWith('.js'))
    .map((key): StartupFile => {
      const chunk = manifest[key]!;
      return {
        file: chunk.file,
        gzip: gzipOf(distDir, chunk.file),
        loadedBy: entryKeys.has(key) ? 'entry' : 'study',
        purpose: purposeOf(distDir, key, chunk, manifest),
      };
    });
  return { files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}

/**
 * Lazy chunks a signed-in start of /study also fetches, which the method above does not count:
 * the signed-in shell (top bar) and the sync engine, lazy so the landing page and sign-in start
 * without the device database. Printed beside the budget figure so nothing hides.
 */
export function signedInStartExtras(
  distDir: string,
  lazyRoots = ['src/app/app-layout.tsx', 'src/sync/engine.ts'],
): SizeReport {
  const manifest = readManifest(distDir);
  const counted = new Set(learnerStartupSize(distDir).files.map((f) => f.file));
  const keys = staticClosure(
    manifest,
    lazyRoots.filter((key) => manifest[key]),
  );
  const files = [...keys]
    .filter((key) => manifest[key]!.file.endsWith('.js') && !counted.has(manifest[key]!.file))
    .map((key): StartupFile => {
      const chunk = manifest[key]!;
      return {
        file: chunk.file,
        gzip: gzipOf(distDir, chunk.file),
        loadedBy: 'study',
        purpose: purposeOf(distDir, key, chunk, manifest),
      };
    });
  return { files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}

interface ManifestEntryCss {
  css?: string[];
}

export interface TransferReport {
  files: Array<{ file: string; raw: number; sent: number; encoding: string }>;
  totalRaw: number;
  totalSent: number;
}

/**
 * Bytes a first visit to the landing page transfers: index.html, the entry chunk with its static
 * imports and their CSS, each as the server sends it to a browser that accepts Brotli (the .br copy
 * the build wrote), or raw when the build wrote none.
 */
export function firstVisitTransfer(distDir: string): TransferReport {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk & ManifestEntryCss
  >;
  const wanted = new Set<string>();
  const visit = (key: string) => {
    if (wanted.has(key) || !manifest[key]) return;
    wanted.add(key);
    for (const imported of manifest[key]!.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const paths = new Set(['index.html']);
  for (const key of wanted) {
    paths.add(manifest[key]!.file);
    for (const css of manifest[key]!.css ?? []) paths.add(css);
  }
  return transferOf(distDir, [...paths]);
}

/** Each file as the server sends it to a browser that accepts Brotli: the build's .br copy, or raw. */
function transferOf(distDir: string, paths: string[]): TransferReport {
  const files = paths.map((file) => {
    const raw = statSync(join(distDir, file)).size;
    const br = join(distDir, `${file}.br`);
    return existsSync(br)
      ? { file, raw, sent: statSync(br).size, encoding: 'br' }
      : { file, raw, sent: raw, encoding: 'identity' };
  });
  return { files, totalRaw: files.reduce((s, f) => s + f.raw, 0), totalSent: files.reduce((s, f) => s + f.sent, 0) };
}

/**
 * What the service worker downloads when it installs: the precache list workbox wrote into sw.js
 * (web/learner-precache.ts decides it), with the bytes sent for each file.
 */
export function precacheTransfer(distDir: string): TransferReport & { onlineOnly: string[] } {
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
  const report = transferOf(distDir, urls);
  return { ...report, onlineOnly: urls.filter((url) => /admin|checkout|paypal/i.test(url)) };
}

// Start-up JavaScript of the learner's path: the entry chunk and everything it imports statically,
// plus the study screen's lazy chunk and its imports (what loads before the first question shows).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface SizeReport {
  files: Array<{ file: string; gzip: number }>;
  totalGzip: number;
}

export function learnerStartupSize(distDir: string, screenPrefix = 'src/features/study/'): SizeReport {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const wanted = new Set<string>();
  const visit = (key: string) => {
    if (wanted.has(key) || !manifest[key]) return;
    wanted.add(key);
    for (const imported of manifest[key]!.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const screen = Object.keys(manifest).find((key) => key.startsWith(screenPrefix) && !key.endsWith('.css'));
  if (screen) visit(screen);
  const files = [...wanted]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length }));
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
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk & ManifestEntryCss>;
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
  const files = [...paths].map((file) => {
    const raw = statSync(join(distDir, file)).size;
    const br = join(distDir, `${file}.br`);
    return existsSync(br) ? { file, raw, sent: statSync(br).size, encoding: 'br' } : { file, raw, sent: raw, encoding: 'identity' };
  });
  return { files, totalRaw: files.reduce((s, f) => s + f.raw, 0), totalSent: files.reduce((s, f) => s + f.sent, 0) };
}

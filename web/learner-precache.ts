// What the service worker precaches: the learner's shell and screens only (DESIGN.md §8). The admin
// area and checkout are online-only, so their chunks (and the chunks only they use, such as TanStack
// Query and PayPal's SDK wrapper) are left out and fetched when opened; the service worker keeps them
// after that (network first, sw.ts). Read from Vite's build manifest, so a new admin screen or a new
// library used only by checkout stays out without anyone listing it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Modules that start an online-only part of the app: everything reached only through them stays out. */
export const ONLINE_ONLY = [/^src\/admin\//, /^src\/features\/checkout\//];

const isOnlineOnly = (key: string, chunk: ManifestChunk) =>
  ONLINE_ONLY.some((pattern) => pattern.test(chunk.src ?? key));

/** Files (relative to the build folder) that the learner's app reaches without passing through an online-only module. */
export function learnerFiles(manifest: Manifest): Set<string> {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || isOnlineOnly(key, chunk)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

/** Every JS/CSS file of the build that the learner's app never reaches: precaching skips these. */
export function onlineOnlyFiles(outDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const learner = learnerFiles(manifest);
  const all = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
  return new Set(all.filter((file) => !learner.has(file)));
}

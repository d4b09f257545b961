// Builds the web app when its sources are newer than the build (used by start and bench).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The workspace root, found upwards from this file (it runs from src/ under tsx and from dist/src/ compiled). */
function findRepoRoot(from: string): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir))
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
  throw new Error('pnpm-workspace.yaml not found above ' + from);
}

export const repoRoot = findRepoRoot(dirname(fileURLToPath(import.meta.url)));
export const webDir = join(repoRoot, 'web');
// WEB_OUT_DIR (as web/vite.config.ts reads it) lets a second run build and measure beside web/dist.
export const webDist = resolve(webDir, process.env.WEB_OUT_DIR ?? 'dist');

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

export function buildWebIfNeeded(webRoot = webDist): void {
  const builtIndex = join(webRoot, 'index.html');
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', '../sync-protocol/src']
    .map((p) => join(webDir, p))
    .filter(existsSync);
  if (existsSync(builtIndex) && statSync(builtIndex).mtimeMs >= Math.max(...sources.map(newestMtime))) return;
  console.log('Building the web app...');
  const result = spawnSync('pnpm', ['--filter', '@civics/web', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The web app failed to build');
}

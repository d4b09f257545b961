// `pnpm bench server`: how long one API process takes from spawn to listening, and its resident
// memory once listening, run by tsx (TypeScript compiled at every start, the old production way)
// and as the compiled JavaScript that `pnpm start` / `pnpm serve` now run (issue 25). The two are
// run alternately on one already-seeded database, so both pay the same migrations check and load.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../web-build.js';

const apiDir = join(repoRoot, 'api');
const variants = {
  tsx: ['--import', 'tsx', 'src/server.ts'],
  compiled: ['--conditions=compiled', '--enable-source-maps', 'dist/server.js'],
} as const;
type Variant = keyof typeof variants;

interface StartSample {
  ms: number;
  rssMb: number;
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024;
}

async function startOnce(variant: Variant, databasePath: string, port: number): Promise<StartSample> {
  const started = performance.now();
  const child = spawn(process.execPath, [...variants[variant]], {
    cwd: apiDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_PATH: databasePath,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      SESSION_SECRET: 'a-bench-secret-that-is-long-enough-for-sessions',
      ADMIN_USERNAME: 'bench-admin',
      ADMIN_PASSWORD: 'bench-admin-pass',
    },
  });
  let output = '';
  const ms = await new Promise<number>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/^listening on /m.test(output)) resolve(performance.now() - started);
    });
    child.once('exit', (code) =>
      reject(new Error(`${variant} server exited with ${code} before listening:\n${output}`)),
    );
  });
  // A moment for what runs right after listen (timers, the first GC) before memory is read.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const rss = rssMb(child.pid!);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
  return { ms, rssMb: rss };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function serverStartFigures(runs = 5): Promise<Record<Variant, { ms: number; rssMb: number }>> {
  // The compiled server is what `tsc -b` emits (incremental: nothing to do when it is current).
  const build = spawnSync('pnpm', ['exec', 'tsc', '-b', apiDir], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('tsc -b api failed');
  const dir = mkdtempSync(join(tmpdir(), 'civics-bench-start-'));
  const databasePath = join(dir, 'start.sqlite');
  try {
    await startOnce('compiled', databasePath, 3391); // creates, migrates and seeds the database once
    const samples: Record<Variant, StartSample[]> = { tsx: [], compiled: [] };
    for (let i = 0; i < runs; i++) {
      for (const variant of i % 2 ? (['compiled', 'tsx'] as const) : (['tsx', 'compiled'] as const))
        samples[variant].push(await startOnce(variant, databasePath, 3391));
    }
    const summary = (list: StartSample[]) => ({
      ms: median(list.map((s) => s.ms)),
      rssMb: median(list.map((s) => s.rssMb)),
    });
    return { tsx: summary(samples.tsx), compiled: summary(samples.compiled) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

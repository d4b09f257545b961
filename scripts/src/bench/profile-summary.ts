// Sums the self time of a V8 .cpuprofile (written by `BENCH_CPU_PROF=<dir> pnpm bench push`) per
// package and per function, over one push run only when the bench wrote its windows.json:
//   pnpm --filter @civics/scripts exec tsx src/bench/profile-summary.ts <file.cpuprofile> [closed|paced] [top]
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const [file, windowName = 'closed', topArg = '12'] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [closed|paced|all] [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const windowsFile = join(dirname(file), 'windows.json');
const windows = existsSync(windowsFile)
  ? (JSON.parse(readFileSync(windowsFile, 'utf8')) as Record<string, [number, number]>)
  : {};
const [from, to] = windows[windowName] ?? [-Infinity, Infinity];

/** A package name for node_modules code, the folder for our own, node:<module> for Node's. */
function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pnpm = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pnpm) return pnpm[1]!;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const ours = /\/(api|sync-protocol|scripts|seed-data)\/src\/(.*)$/.exec(url);
  if (ours) return `${ours[1]}/src/${ours[2]!.split('/').slice(0, 2).join('/')}`;
  return url;
}

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const byPackage = new Map<string, number>();
const byFunction = new Map<string, number>();
const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
let at = profile.startTime;
let busy = 0;
let idle = 0;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  if (at < from || at > to) return;
  const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
  if (functionName === '(idle)') return void (idle += delta);
  busy += delta;
  const pkg = packageOf(url, functionName);
  add(byPackage, pkg, delta);
  add(
    byFunction,
    `${functionName || '(anonymous)'}  ${url ? `${pkg}/${url.split('/').at(-1)}:${lineNumber + 1}` : pkg}`,
    delta,
  );
});

const top = Number(topArg);
console.log(
  `${file} [${windows[windowName] ? windowName : 'whole profile'}]: busy ${(busy / 1e6).toFixed(2)} s, idle ${(idle / 1e6).toFixed(2)} s`,
);
for (const [title, map] of [
  ['by package', byPackage],
  ['by function', byFunction],
] as const) {
  console.log(`\nself time ${title} (% of busy)`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((us / busy) * 100).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`);
}

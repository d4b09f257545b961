// A small closed-loop load generator on loopback: N clients, each with its own keep-alive
// connection, each sending its next request when the previous one answered, for a fixed time.
import { Agent, request } from 'node:http';

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  p90: number;
  max: number;
}

export interface ClientScript {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: () => string;
}

function send(agent: Agent, port: number, script: ClientScript): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = script.body?.();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: script.method,
        path: script.path,
        agent,
        headers: {
          ...script.headers,
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * `paceMs`: each client starts a request at most every paceMs (an open, device-like load); 0 = closed loop.
 * Several ports: client i talks to ports[i % n] (several API processes, as a load balancer would spread devices).
 */
export async function runLoad(
  ports: number | number[],
  clients: ClientScript[],
  durationMs: number,
  paceMs = 0,
): Promise<LoadResult> {
  const portList = Array.isArray(ports) ? ports : [ports];
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + durationMs;
  const started = performance.now();
  await Promise.all(
    clients.map(async (script, i) => {
      const port = portList[i % portList.length]!;
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      // Paced clients start spread over the first interval, as devices would.
      if (paceMs > 0) await new Promise((r) => setTimeout(r, Math.random() * paceMs));
      while (Date.now() < end) {
        const t0 = performance.now();
        try {
          const status = await send(agent, port, script);
          if (status >= 400) errors += 1;
        } catch {
          errors += 1;
        }
        const took = performance.now() - t0;
        latencies.push(took);
        if (paceMs > took) await new Promise((r) => setTimeout(r, paceMs - took));
      }
      agent.destroy();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
  };
}

/** The bench's own environment minus its PostgreSQL settings: a server runs on PostgreSQL only when `env` says so. */
const inherited = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !['BENCH_DATABASE_URL', 'BENCH_DROP_SCHEMA', 'BENCH_SESSION_SECRET'].includes(key),
    ),
  );

/** Starts bench/server-process.ts as a child and waits for its ready line (`env`: added to its environment). */
export async function startServerProcess(
  kind: 'api' | 'empty',
  count: number,
  env: Record<string, string> = {},
): Promise<{ port: number; pid: number; cookies: string[]; stop: () => Promise<void> }> {
  const { spawn } = await import('node:child_process');
  const { fileURLToPath } = await import('node:url');
  const script = fileURLToPath(new URL('./server-process.ts', import.meta.url));
  // BENCH_CPU_PROF=<dir>: the API server writes a V8 CPU profile there when it stops (node --cpu-prof).
  const profile =
    kind === 'api' && process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', script, kind, String(count)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...inherited(), ...env },
  });
  const ready = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const newline = buffer.indexOf('\n');
      if (newline >= 0) resolve(buffer.slice(0, newline));
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const { port, cookies } = JSON.parse(ready) as { port: number; cookies: string[] };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // stop() resolves when the server has exited (and written its profile, if asked).
  return { port, pid: child.pid!, cookies, stop: () => (child.kill('SIGTERM'), exited) };
}

// Real API processes for the several-processes tests (issue 15): `node --import tsx src/server.ts`
// as a child process on a port of its own, and a small HTTP client that speaks to it like a device.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { validRegistration } from '../test/helper.js';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output: () => string;
  /** SIGTERM and wait for the exit. */
  stop: () => Promise<void>;
  /** SIGKILL (kill -9): no shutdown code runs. */
  kill9: () => Promise<void>;
}

export interface StartOptions {
  /** DATABASE_PATH or DATABASE_URL (and anything else) for the server. */
  env: Record<string, string>;
  port: number;
  /** Resolve once this many "listening on" lines were printed (WEB_CONCURRENCY workers). */
  listeners?: number;
  /** Each process compiles the API with tsx as it starts: slow on a busy 2-core CI machine. */
  timeoutMs?: number;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

export async function startServerProcess({
  env,
  port,
  listeners = 1,
  timeoutMs = 180_000,
}: StartOptions): Promise<ServerProcess> {
  // The test run's own database variables must not leak into the child: it gets exactly `env`.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(DATABASE_|TEST_DATABASE_|WEB_CONCURRENCY|PORT$|VITEST)/.test(key),
    ),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      SESSION_SECRET: 'a-test-secret-that-is-long-enough-for-session',
      AUTH_RATE_LIMIT_MAX: '100000',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const server: ServerProcess = {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
    kill9: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const check = () => {
      if ((output.match(/^listening on /gm) ?? []).length >= listeners) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${signal ?? code}) before listening:\n${output}`));
    });
  });
  return server;
}

export interface Answer {
  status: number;
  // The JSON of whichever route was called; the tests read the fields they expect.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  cookie: string | null;
}

/** One JSON call, as the web app makes it (JSON body, cookie header). */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown } = {},
): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('sessionId='));
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    cookie: setCookie ? setCookie.split(';')[0]! : null,
  };
}

/** Registers and verifies a learner over HTTP; the caller approves it in the database if needed. */
export async function registerOver(baseUrl: string, name: string): Promise<void> {
  const registered = await call(baseUrl, 'POST', '/api/register', { body: validRegistration(name) });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const verified = await call(baseUrl, 'POST', '/api/verify-email', {
    body: { username: name, verificationCode: registered.body._tempVerificationCode },
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
}

/** Signs in over HTTP; answers the session cookie. */
export async function signInOver(
  baseUrl: string,
  name: string,
  password = validRegistration(name).password,
): Promise<string> {
  const login = await call(baseUrl, 'POST', '/api/login', { body: { username: name, password, remember: true } });
  if (login.status !== 200 || !login.cookie)
    throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return login.cookie;
}

/** An answer op as a device queues it. */
export const answerOp = (seq: number, questionId = 1 + (seq % 100)) => {
  const at = new Date(Date.UTC(2026, 10, 1, 10, 0, seq)).toISOString();
  return {
    id: randomUUID(),
    seq,
    type: 'answer.record',
    at,
    payload: { questionId, isCorrect: seq % 2 === 0, studyTime: 5, answeredAt: at },
  };
};

// A small local stand-in for a LibreTranslate server (no real one can run here): a real HTTP
// server on 127.0.0.1 speaking POST /translate as LibreTranslate does. It "translates" by tagging
// the text with the target code, and records every request so tests can check what was sent.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeLibreTranslateOptions {
  /** When set, requests without this api_key get 403 as on a keyed LibreTranslate server. */
  apiKey?: string;
  /** Target codes the server knows; others get 400 "... is not supported". */
  languages?: string[];
  /** Answer every request with 500, as a broken server would. */
  failing?: boolean;
}

export interface FakeTranslateRequest {
  q: string | string[];
  source: string;
  target: string;
  format?: string;
  api_key?: string;
}

export interface FakeLibreTranslate {
  url: string;
  requests: FakeTranslateRequest[];
  close: () => Promise<void>;
}

/** What the fake answers for one text: easy for a test to predict. */
export const fakeTranslation = (text: string, target: string) => `[${target}] ${text}`;

const DEFAULT_LANGUAGES = ['en', 'vi', 'ko', 'es', 'zh-Hans', 'zh-Hant'];

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeLibreTranslate(options: FakeLibreTranslateOptions = {}): Promise<FakeLibreTranslate> {
  const languages = options.languages ?? DEFAULT_LANGUAGES;
  const requests: FakeTranslateRequest[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/translate') return send(res, 404, { error: 'Not Found' });
      let body: FakeTranslateRequest;
      try {
        body = JSON.parse(await readBody(req)) as FakeTranslateRequest;
      } catch {
        return send(res, 400, { error: 'Invalid request: malformed JSON' });
      }
      requests.push(body);
      if (options.failing) return send(res, 500, { error: 'Translation engine crashed' });
      if (options.apiKey && body.api_key !== options.apiKey) return send(res, 403, { error: 'Invalid API key' });
      if (body.q === undefined || !body.source || !body.target)
        return send(res, 400, { error: 'Invalid request: missing q, source or target parameter' });
      if (!languages.includes(body.source)) return send(res, 400, { error: `${body.source} is not supported` });
      if (!languages.includes(body.target)) return send(res, 400, { error: `${body.target} is not supported` });
      const translatedText = Array.isArray(body.q)
        ? body.q.map((t) => fakeTranslation(t, body.target))
        : fakeTranslation(body.q, body.target);
      return send(res, 200, { translatedText });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

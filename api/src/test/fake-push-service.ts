// A local stand-in for a browser maker's push service (the real ones cannot be reached from tests):
// an HTTPS server on 127.0.0.1 with a self-signed certificate the test trusts, checking what a real
// one checks (RFC 8030/8291/8292): the VAPID Authorization header ("vapid t=<ES256 JWT>, k=<key>")
// signed by the key the API handed out, for this service's origin, not expired; a TTL; and
// `Content-Encoding: aes128gcm`, a payload it decrypts with the subscription's own keys. It answers
// 201, or 410 / 500 for the endpoints told to. Subscriptions are made here as a browser would.
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PushDelivery {
  path: string;
  /** The decrypted payload, parsed. */
  payload: { title: string; body: string; url: string; tag: string };
  ttl: number;
  vapidPublicKey: string;
  audience: string;
}

interface DeviceKeys {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

const b64u = (buffer: Buffer) => buffer.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** A self-signed certificate for 127.0.0.1, made with openssl for this run only. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'fake-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
}

/** Checks an ES256 JWT against an uncompressed P-256 public key (base64url); answers its claims. */
function verifyVapidJwt(token: string, publicKey: string): Record<string, unknown> {
  const [header, claims, signature] = token.split('.');
  if (!header || !claims || !signature) throw new Error('the JWT has not three parts');
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('the JWT is not ES256');
  const raw = Buffer.from(publicKey, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33)) },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('the JWT signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
}

/** RFC 8291 + RFC 8188: one aes128gcm record, decrypted with the device's keys. */
function decrypt(body: Buffer, device: DeviceKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const devicePublic = device.ecdh.getPublicKey();
  const shared = device.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), devicePublic, serverPublic, Buffer.from([1])]);
  const ikm = hmac(hmac(device.auth, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record has no 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface FakePushService {
  origin: string;
  /** An https.Agent that trusts this service's certificate (and nothing else). */
  agent: Agent;
  deliveries: PushDelivery[];
  /** What the service refused, with why (a wrong signature, a missing TTL ...). */
  refusals: string[];
  /** A browser's PushSubscription JSON for a new device of this service. */
  subscribe(name?: string): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** The status the next pushes to an endpoint get: 201 (default), 410 (gone), 500 (failing). */
  answerWith(endpoint: string, status: 201 | 404 | 410 | 500): void;
  /** The key pushes must be signed with (what GET /api/reminders/key gave). */
  expectKey(publicKey: string): void;
  close(): Promise<void>;
}

/**
 * `port` 0 picks a free one. The end-to-end suite's server runs one on a known port, where two
 * routes let a test play the browser: POST /subscriptions makes a device's subscription, GET
 * /deliveries lists what arrived.
 */
export async function startFakePushService(port = 0): Promise<FakePushService> {
  const { key, cert } = selfSignedCertificate();
  const devices = new Map<string, DeviceKeys>();
  const statuses = new Map<string, number>();
  const deliveries: PushDelivery[] = [];
  const refusals: string[] = [];
  let expectedKey: string | null = null;

  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const refuse = (status: number, why: string) => (refusals.push(why), response.writeHead(status).end(why));
      try {
        const path = request.url ?? '';
        if (request.method === 'POST' && path === '/subscriptions') return json(response, service.subscribe());
        if (request.method === 'GET' && path === '/deliveries') return json(response, deliveries);
        const device = devices.get(path);
        if (request.method !== 'POST' || !device) return refuse(404, `unknown subscription ${path}`);
        const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(request.headers.authorization ?? '');
        if (!match) return refuse(401, 'no VAPID Authorization header');
        const [, token, vapidKey] = match as unknown as [string, string, string];
        if (expectedKey && vapidKey !== expectedKey) return refuse(403, 'signed with another key than the API gave');
        const claims = verifyVapidJwt(token, vapidKey);
        if (claims.aud !== origin) return refuse(403, `JWT audience ${String(claims.aud)} is not ${origin}`);
        const exp = Number(claims.exp);
        if (!(exp > Date.now() / 1000) || exp > Date.now() / 1000 + 24 * 3600)
          return refuse(403, 'JWT expiry missing or over 24 hours');
        if (!/^(mailto:|https:)/.test(String(claims.sub))) return refuse(403, 'JWT subject is not mailto: or https:');
        if (request.headers['content-encoding'] !== 'aes128gcm')
          return refuse(415, 'Content-Encoding is not aes128gcm');
        const ttl = Number(request.headers.ttl);
        if (request.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) return refuse(400, 'no TTL header');
        const status = statuses.get(path) ?? 201;
        if (status !== 201) return response.writeHead(status).end();
        const payload = JSON.parse(decrypt(Buffer.concat(chunks), device)) as PushDelivery['payload'];
        deliveries.push({ path, payload, ttl, vapidPublicKey: vapidKey, audience: String(claims.aud) });
        response.writeHead(201, { location: `${path}/messages/${deliveries.length}` }).end();
      } catch (error) {
        refuse(400, `bad push request: ${(error as Error).message}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const service: FakePushService = {
    origin,
    agent: new Agent({ ca: cert }),
    deliveries,
    refusals,
    subscribe(name = randomBytes(6).toString('hex')) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${name}`;
      devices.set(path, { ecdh, auth });
      return {
        endpoint: `${origin}${path}`,
        expirationTime: null,
        keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) },
      };
    },
    answerWith(endpoint, status) {
      statuses.set(new URL(endpoint).pathname, status);
    },
    expectKey(publicKey) {
      expectedKey = publicKey;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return service;
}

function json(response: ServerResponse, body: unknown): void {
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

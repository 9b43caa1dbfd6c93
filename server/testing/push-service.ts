import { spawnSync } from 'node:child_process';
import { createDecipheriv, createECDH, createPublicKey, type ECDH, hkdfSync, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

/*
 * A push service on loopback for tests (issue 28), speaking https with a
 * certificate made here, since web-push sends over https only. It checks
 * what a real push service checks — the VAPID JWT's ES256 signature against
 * the key in the `Authorization` header, its audience and expiry — and
 * decrypts the `aes128gcm` body (RFC 8291) with the subscription's keys made
 * here, independently of web-push's own code. What it answers per
 * subscription can be set (201, 410, 500…).
 */

export interface ReceivedPush {
  subscriptionId: string;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID public key the sender signed with (`k=` of the header). */
  vapidKey: string;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  /** When it was taken (`performance.timeOrigin + performance.now()`: comparable across processes), for benchmarks. */
  at: number;
}

export interface TestSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface TestPushService {
  origin: string;
  /** The PEM of the certificate it serves (for `NODE_EXTRA_CA_CERTS` or an agent's `ca`). */
  certificatePath: string;
  certificate: string;
  received: ReceivedPush[];
  /** Requests refused because the VAPID or the encryption was wrong. */
  refused: string[];
  subscribe(): TestSubscription;
  /** What the service answers for a subscription from now on (201 by default). */
  answer(subscriptionId: string, status: number, headers?: Record<string, string>): void;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

const b64 = (buffer: Buffer): string => buffer.toString('base64url');

function makeCertificate(dir: string): { key: string; cert: string; certPath: string } {
  const keyPath = path.join(dir, 'key.pem');
  const certPath = path.join(dir, 'cert.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyPath,
      '-out',
      certPath,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return { key: readFileSync(keyPath, 'utf8'), cert: readFileSync(certPath, 'utf8'), certPath };
}

/** Checks the VAPID `Authorization` header; answers the public key it names, or why it is wrong. */
function checkVapid(header: string | undefined, origin: string): { key: string } | { error: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) return { error: `no VAPID authorization: ${header}` };
  const [jwt, key] = [match[1], match[2]];
  const [head, body, signature] = jwt.split('.');
  if (!head || !body || !signature) return { error: 'malformed JWT' };
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return { error: 'k is not an uncompressed P-256 key' };
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return { error: 'the JWT signature does not verify with k' };
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (claims.aud !== origin) return { error: `aud ${claims.aud} is not ${origin}` };
  if (!claims.exp || claims.exp * 1000 < Date.now() || claims.exp * 1000 > Date.now() + 24 * 3600_000) {
    return { error: 'exp is not within 24 hours' };
  }
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) return { error: `sub ${claims.sub} is no contact` };
  return { key };
}

/** RFC 8291 + RFC 8188, one record: what the user agent does with a push. */
export function decryptAes128gcm(body: Buffer, receiver: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = receiver.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and zero padding.
  const end = padded.lastIndexOf(2);
  if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0)) throw new Error('bad padding');
  return padded.subarray(0, end);
}

export async function startTestPushService(): Promise<TestPushService> {
  const dir = mkdtempSync(path.join(tmpdir(), 'teply-pirog-push-'));
  const { key, cert, certPath } = makeCertificate(dir);
  const subscriptions = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const answers = new Map<string, { status: number; headers: Record<string, string> }>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const waiters: (() => void)[] = [];
  let origin = '';

  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const subscription = subscriptions.get(id);
      const refuse = (status: number, why: string) => {
        refused.push(why);
        response.writeHead(status).end(why);
      };
      if (request.method !== 'POST' || !subscription) return refuse(404, `no subscription ${request.url}`);
      const vapid = checkVapid(request.headers.authorization, origin);
      if ('error' in vapid) return refuse(403, vapid.error);
      if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'not aes128gcm');
      const answer = answers.get(id) ?? { status: 201, headers: {} };
      if (answer.status >= 300) return response.writeHead(answer.status, answer.headers).end();
      let payload: unknown;
      try {
        payload = JSON.parse(
          decryptAes128gcm(Buffer.concat(chunks), subscription.ecdh, subscription.auth).toString('utf8'),
        );
      } catch (error) {
        return refuse(400, `cannot decrypt: ${(error as Error).message}`);
      }
      received.push({
        subscriptionId: id,
        ttl: request.headers.ttl as string | undefined,
        urgency: request.headers.urgency as string | undefined,
        topic: request.headers.topic as string | undefined,
        vapidKey: vapid.key,
        payload,
        at: performance.timeOrigin + performance.now(),
      });
      for (const wake of waiters.splice(0)) wake();
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    certificatePath: certPath,
    certificate: cert,
    received,
    refused,
    subscribe() {
      const id = randomBytes(12).toString('base64url');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscriptions.set(id, { ecdh, auth });
      return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) } };
    },
    answer(subscriptionId, status, headers = {}) {
      answers.set(subscriptionId, { status, headers });
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(
            `the push service got ${received.length} of ${count} pushes (refused: ${refused.join('; ')})`,
          );
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 200));
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

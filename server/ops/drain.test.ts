import { rm } from 'node:fs/promises';
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/domain/contract/endpoints';
import { freePort } from '../testing/card-shop';
import { createTestDatabase, seededDataDir, type TestDatabase, testDatabaseUrl } from '../testing/index';
import { type ServerProcess, startServerProcess } from '../testing/server-process';

/*
 * SIGTERM of the real server (`server/main.ts`) with a request in flight: the
 * node reports not ready at once, keeps serving for SHUTDOWN_NOTICE_SECONDS,
 * then refuses new connections, finishes the request it had, and exits 0.
 */

// Long enough that a loaded CI machine still sees the 503 before the node stops accepting.
const NOTICE_SECONDS = 3;

interface Answer {
  status: number;
  body: string;
}

/** A POST whose body arrives in two parts: the request is in flight until `finish()` sends the rest. */
function slowPost(url: string, pathname: string, body: string) {
  const target = new URL(url);
  const sent = request({
    host: target.hostname,
    port: target.port,
    path: pathname,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: url },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    sent.once('error', reject);
    sent.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
  });
  const half = Math.floor(body.length / 2);
  sent.write(body.slice(0, half));
  return { answer, finish: () => sent.end(body.slice(half)) };
}

/** Whether a new TCP connection to the port is accepted. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('SIGTERM drains the server', () => {
  let dataDir: string | undefined;
  let server: ServerProcess | undefined;
  let database: TestDatabase | undefined;
  afterAll(async () => {
    await server?.stop(0);
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('reports not ready, finishes the request in flight, refuses new connections and exits 0', async () => {
    dataDir = await seededDataDir('teply-pirog-drain-');
    // A seeded PostgreSQL copy starts in a fraction of the embedded database's first start (migrate and seed).
    if (testDatabaseUrl()) database = await createTestDatabase({ kind: 'postgres' });
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const metricsPort = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      // Production with a shared database is one of several nodes: it must be given the nodes' common secret.
      IDENTITY_SECRET: 'drain-test-identity-secret-0123456789',
      DATA_DIR: dataDir,
      SANDBOX_GATEWAY_PORT: String(await freePort()),
      REALTIME_PORT: String(await freePort()),
      METRICS_PORT: String(metricsPort),
      SHUTDOWN_NOTICE_SECONDS: String(NOTICE_SECONDS),
      SHUTDOWN_GRACE_SECONDS: '10',
      REDIS_URL: '',
      DATABASE_URL: database?.url ?? '',
      LOG_LEVEL: 'warn',
    };
    for (const name of ['BEPAID_SHOP_ID', 'BEPAID_SECRET_KEY', 'BEPAID_PUBLIC_KEY', 'METRICS_TOKEN']) delete env[name];
    const started = await startServerProcess(env, url);
    server = started;
    const exited = new Promise<number | null>((resolve) => started.child.once('exit', (code) => resolve(code)));

    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('# TYPE pirog_realtime_sockets gauge');

    const inFlight = slowPost(
      url,
      endpoints.cartQuote.path,
      JSON.stringify({ items: [{ _id: 'kapusta-yaytso', count: 2 }] }),
    );
    // The server has the request's head before the signal comes.
    await new Promise((resolve) => setTimeout(resolve, 200));
    started.child.kill('SIGTERM');

    const unready = await until(
      () =>
        fetch(`${url}/readyz`).then(
          (response) => response.status,
          () => 0,
        ),
      (status) => status === 503,
      NOTICE_SECONDS * 1000,
    );
    expect(unready).toBe(503);
    expect(
      await until(
        () => accepts(port),
        (open) => !open,
        NOTICE_SECONDS * 1000 + 3_000,
      ),
    ).toBe(false);
    expect(await accepts(metricsPort)).toBe(false);

    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('sum');
    expect(await exited).toBe(0);
  }, 120_000);
});

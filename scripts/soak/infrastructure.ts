import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, createServer as createTcpServer, type Socket, type Server as TcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSandboxGateway } from '../../server/payments/sandbox/server';
import { sandboxShareToken } from '../../server/payments/sandbox/sharing';
import { freePort } from '../../server/testing/card-shop';

/*
 * What the shop's nodes stand on in the soak: a Redis of its own (so it can
 * be restarted), the sandbox card gateway in the driver's process (so killing
 * a node never kills it), a TCP proxy in front of the gateway that can be made
 * slow, and the balancer behind `PUBLIC_URL` that the gateway's webhooks reach.
 */

export const REDIS_SERVER_BINARY = '/usr/bin/redis-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a TCP connection to the port on loopback is accepted. */
export function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1_000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface OwnRedis {
  url: string;
  /** Stops the server (SIGTERM, nothing is saved) and starts a fresh one on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  if (!existsSync(REDIS_SERVER_BINARY)) throw new Error(`${REDIS_SERVER_BINARY} is missing`);
  const port = await freePort();
  let child: ChildProcess | undefined;
  const launch = async () => {
    const started = spawn(
      REDIS_SERVER_BINARY,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    child = started;
    const deadline = Date.now() + 10_000;
    while (!(await accepts(port))) {
      if (started.exitCode !== null) throw new Error(`redis-server exited with ${started.exitCode}`);
      if (Date.now() > deadline) throw new Error('redis-server did not start within 10 s');
      await sleep(50);
    }
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGTERM');
    await exited;
  };
  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart() {
      await stop();
      await launch();
    },
    stop,
  };
}

export interface SlowableProxy {
  url: string;
  /** Every byte towards the target waits this long from now on (0: none). */
  setDelay(ms: number): void;
  close(): Promise<void>;
}

/** A TCP proxy to `127.0.0.1:targetPort` that can hold what clients send for a while: the «slow gateway». */
export async function startSlowableProxy(targetPort: number): Promise<SlowableProxy> {
  let delayMs = 0;
  const open = new Set<Socket>();
  const server: TcpServer = createTcpServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    open.add(client);
    open.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    // One delay for every chunk keeps them in order: timers of equal length fire first-in, first-out.
    client.on('data', (chunk) => {
      if (delayMs === 0) upstream.write(chunk);
      else setTimeout(() => upstream.write(chunk), delayMs);
    });
    upstream.pipe(client);
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    setDelay: (ms) => {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface SharedSandbox {
  /** Where shoppers open the payment page (directly, never slowed). */
  publicUrl: string;
  /** Where the nodes call it: through the slowable proxy. */
  nodesUrl: string;
  proxy: SlowableProxy;
  close(): Promise<void>;
}

/** The one sandbox gateway of the run, shared with the nodes by `IDENTITY_SECRET` (`sandbox/sharing.ts`). */
export async function startSharedSandbox(identitySecret: string): Promise<SharedSandbox> {
  const dir = await mkdtemp(path.join(tmpdir(), 'teply-pirog-soak-sandbox-'));
  const port = await freePort();
  const sandbox = await startSandboxGateway({
    dir,
    port,
    publicUrl: `http://127.0.0.1:${port}`,
    shareToken: sandboxShareToken(identitySecret),
    // Sooner than bePaid's 5 s and 30 s, so a webhook refused by a dying node is retried within the run.
    retryDelaysMs: [2_000, 10_000],
  });
  const proxy = await startSlowableProxy(port);
  return {
    publicUrl: sandbox.publicUrl,
    nodesUrl: proxy.url,
    proxy,
    async close() {
      await proxy.close();
      await sandbox.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface Balancer {
  url: string;
  /** Requests it sent to another node because the first did not answer. */
  rerouted(): number;
  close(): Promise<void>;
}

/**
 * The address behind `PUBLIC_URL`, for whoever the driver does not steer
 * itself (the gateway's webhooks): round robin over the nodes that answer,
 * the next node when one refuses the connection, as a reverse proxy would.
 */
export async function startBalancer(nodePorts: () => number[]): Promise<Balancer> {
  let turn = 0;
  let rerouted = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const ports = nodePorts();
      const attempt = (tried: number) => {
        const port = ports[(turn + tried) % ports.length];
        if (port === undefined || tried >= ports.length) {
          outgoing.writeHead(502).end();
          return;
        }
        const forwarded = httpRequest(
          { host: '127.0.0.1', port, method: incoming.method, path: incoming.url, headers: incoming.headers },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        forwarded.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED' && !outgoing.headersSent) {
            rerouted += 1;
            attempt(tried + 1);
          } else if (!outgoing.headersSent) outgoing.writeHead(502).end();
          else outgoing.destroy();
        });
        forwarded.end(body);
      };
      turn += 1;
      attempt(0);
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    rerouted: () => rerouted,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

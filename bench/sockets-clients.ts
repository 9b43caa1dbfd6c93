import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchShopper, FromClient, ToClient } from './sockets-client';

/** Requests and handshakes each client process keeps in flight: enough to fill the shop, few enough not to time out. */
const CONCURRENCY = 50;
const STEP_TIMEOUT_MS = 300_000;

export interface ClientPool {
  /** Connects the shoppers (of `users` only, when given) not connected yet; resolves with how many sockets are up. */
  connect(realtimeUrl: string, users?: string[]): Promise<number>;
  /** What every socket heard, by event name (arrival times on the wall clock), and how many are still up. */
  report(): Promise<{ heard: Map<string, number[]>; connected: number; disconnects: number }>;
  close(): Promise<void>;
}

type Reply<Type extends FromClient['type']> = Extract<FromClient, { type: Type }>;

/** The next message of `type` from `child`; a child that exits first or takes too long fails the bench. */
function nextReply<Type extends FromClient['type']>(child: ChildProcess, type: Type): Promise<Reply<Type>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`a socket client sent no ${type} in time`)), STEP_TIMEOUT_MS);
    const onMessage = (message: FromClient) => {
      if (message.type === type) done(null, message as Reply<Type>);
    };
    const onExit = (code: number | null) => done(new Error(`a socket client exited (${code}) before its ${type}`));
    function done(error: Error | null, message?: Reply<Type>) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(message as Reply<Type>);
    }
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

const ask = (child: ChildProcess, message: ToClient) => child.send(message);

/**
 * `processes` client processes (bench/sockets-client.ts), the shoppers dealt
 * out in turn; resolves once each has fetched its shoppers' identity tokens.
 */
export async function startClients(processes: number, shopUrl: string, shoppers: BenchShopper[]): Promise<ClientPool> {
  const children = Array.from({ length: Math.max(1, processes) }, () =>
    fork(path.join(import.meta.dirname, 'sockets-client.ts'), {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  const close = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            if (child.connected) ask(child, { type: 'close' });
            // A client stuck in its work is ended: the bench must always end.
            setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
          }),
      ),
    );
  };
  try {
    const tokens = await Promise.all(
      children.map((child, index) => {
        const share = shoppers.filter((_, at) => at % children.length === index);
        const reply = nextReply(child, 'tokens');
        ask(child, { type: 'tokens', shopUrl, shoppers: share, concurrency: CONCURRENCY });
        return reply;
      }),
    );
    const failures = tokens.flatMap((reply) => reply.failures);
    if (failures.length > 0) throw new Error(`identity tokens were refused:\n${failures.join('\n')}`);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    async connect(realtimeUrl, users) {
      const replies = await Promise.all(
        children.map((child) => {
          const reply = nextReply(child, 'connected');
          ask(child, { type: 'connect', realtimeUrl, concurrency: CONCURRENCY, ...(users ? { users } : {}) });
          return reply;
        }),
      );
      const refused = replies.flatMap((reply) => reply.refused);
      if (refused.length > 0) console.warn(`Sockets refused or timed out:\n${refused.join('\n')}`);
      return replies.reduce((sum, reply) => sum + reply.connected, 0);
    },
    async report() {
      const replies = await Promise.all(
        children.map((child) => {
          const reply = nextReply(child, 'report');
          ask(child, { type: 'report' });
          return reply;
        }),
      );
      const heard = new Map<string, number[]>();
      for (const reply of replies) {
        for (const [name, at] of reply.heard) {
          const times = heard.get(name) ?? [];
          times.push(at);
          heard.set(name, times);
        }
      }
      return {
        heard,
        connected: replies.reduce((sum, reply) => sum + reply.connected, 0),
        disconnects: replies.reduce((sum, reply) => sum + reply.disconnects, 0),
      };
    },
    close,
  };
}

/** The soft and hard RLIMIT_NOFILE this process (and so the shop and the clients it starts) has; null off Linux. */
export function openFilesLimit(): { soft: number; hard: number } | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const [soft, hard] = (line?.match(/\d+|unlimited/g) ?? []).map((value) =>
      value === 'unlimited' ? Number.POSITIVE_INFINITY : Number(value),
    );
    return soft && hard ? { soft, hard } : null;
  } catch {
    return null;
  }
}

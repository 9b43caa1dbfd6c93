import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { MIGRATIONS_DIR } from '../paths';
import { sharedRedis } from '../redis';

/** Each check answers within this, or counts as failed: a probe must not hang on a stuck database. */
export const CHECK_TIMEOUT_MS = 1_000;

/** Set when the node starts draining (a SIGTERM, or `app.close()`): it then reports not ready. */
export interface DrainState {
  draining: boolean;
}

export const createDrainState = (): DrainState => ({ draining: false });

export type CheckResult = 'ok' | 'failed' | 'pending' | 'not-configured' | 'skipped' | 'draining';

export interface Readiness {
  ready: boolean;
  checks: {
    database: CheckResult;
    migrations: CheckResult;
    redis: CheckResult;
    readModel: CheckResult;
    draining: CheckResult;
  };
}

export interface ReadinessDeps {
  database: Pick<DatabaseHandle, 'db'>;
  redisUrl: string | undefined;
  /** Loads the read model (once; later calls find it loaded) and resolves when it holds the catalogue. */
  loadReadModel: () => Promise<unknown>;
  drain: DrainState;
  /** The migrations this build ships (the journal's last entry); read once. */
  lastMigrationMillis?: () => Promise<number>;
}

function withTimeout<T>(work: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const passes = (work: () => Promise<unknown>): Promise<CheckResult> =>
  withTimeout(work()).then(
    () => 'ok',
    () => 'failed',
  );

/**
 * The read model's first load may outlast a probe on a busy machine: it keeps loading, and the node is
 * `pending` (still not ready) until it holds the catalogue; only a load that fails is `failed`.
 */
const loads = (load: () => Promise<unknown>): Promise<CheckResult> => {
  const loading = load().then(
    () => 'ok' as const,
    () => 'failed' as const,
  );
  // `loading` never rejects, so only the probe's own timeout lands here.
  return withTimeout(loading).catch(() => 'pending' as const);
};

let shippedMigration: Promise<number> | undefined;

/**
 * When the last migration of this build was generated: drizzle's migrator
 * records each applied migration with that time (`created_at`) and applies
 * those newer than the latest it recorded, so a database whose latest record
 * is at least this has every migration the server was built with.
 */
export function shippedMigrationMillis(): Promise<number> {
  shippedMigration ??= readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8').then((text) => {
    const entries = (JSON.parse(text) as { entries: { when: number }[] }).entries;
    return Math.max(...entries.map((entry) => entry.when));
  });
  return shippedMigration;
}

async function migrationsApplied(deps: ReadinessDeps): Promise<CheckResult> {
  try {
    const [shipped, rows] = await withTimeout(
      Promise.all([
        (deps.lastMigrationMillis ?? shippedMigrationMillis)(),
        deps.database.db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`),
      ]),
    );
    // Both drivers answer `{ rows }`; the bigint comes back as a string from `pg`.
    const last = (rows as unknown as { rows: { last: string | number | null }[] }).rows[0]?.last;
    return last !== null && last !== undefined && Number(last) >= shipped ? 'ok' : 'pending';
  } catch {
    // No migrations table (nothing applied), or no answer.
    return 'failed';
  }
}

/**
 * Whether this node should get traffic (`GET /readyz`): its database answers,
 * carries every migration this build ships, Redis answers when `REDIS_URL` is
 * set, the read model holds the catalogue, and the node is not draining.
 * While draining nothing else is asked: the answer is no anyway, and the
 * database may be closing.
 */
export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  if (deps.drain.draining) {
    const skipped = 'skipped' as const;
    return {
      ready: false,
      checks: { database: skipped, migrations: skipped, redis: skipped, readModel: skipped, draining: 'draining' },
    };
  }
  const { redisUrl } = deps;
  const [database, migrations, redis, readModel] = await Promise.all([
    passes(() => deps.database.db.execute(sql`select 1`)),
    migrationsApplied(deps),
    redisUrl ? passes(() => sharedRedis(redisUrl).ping()) : Promise.resolve<CheckResult>('not-configured'),
    loads(deps.loadReadModel),
  ]);
  const checks = { database, migrations, redis, readModel, draining: 'ok' as const };
  const ready = Object.values(checks).every((result) => result === 'ok' || result === 'not-configured');
  return { ready, checks };
}

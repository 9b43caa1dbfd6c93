import type { Clock } from '../../src/domain/time';
import { ConfigError, loadConfig } from '../config';
import { configuredDatabase, type DatabaseHandle, type DatabaseTarget, openDatabase } from './client';
import { DataDirLockedError } from './lock';
import { seedDemoCatalogue } from './seed/index';
import { SEED_DEMO_COMMAND } from './startup';

/** Where a command speaks: the console in the scripts, a collector in tests. */
export interface CommandOutput {
  log(message: string): void;
  error(message: string): void;
}

export interface CommandOptions {
  args: readonly string[];
  env: NodeJS.ProcessEnv;
  out: CommandOutput;
  clock: Clock;
}

/** Exit codes: 0 done, 1 failed or refused, 2 used wrongly. */
export type ExitCode = 0 | 1 | 2;

/** Names the database without its password, for messages. */
function describe(target: DatabaseTarget): string {
  if (target.kind === 'postgres') {
    const url = new URL(target.url);
    return `PostgreSQL ${url.host}${url.pathname}`;
  }
  return target.kind === 'pglite' ? `the embedded database in ${target.dataDir}` : 'an in-memory database';
}

/** Opens the database the environment names (as the server would), runs `work` on it, and closes it. */
export async function onConfiguredDatabase(
  { env, out }: CommandOptions,
  work: (database: DatabaseHandle, name: string) => Promise<ExitCode>,
): Promise<ExitCode> {
  let target: DatabaseTarget;
  try {
    target = configuredDatabase(loadConfig(env));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    out.error(error.message);
    return 1;
  }
  let database: DatabaseHandle;
  try {
    database = await openDatabase(target);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    out.error(error.message);
    return 1;
  }
  try {
    return await work(database, describe(target));
  } finally {
    await database.close();
  }
}

const waitNotice = (out: CommandOutput) => ({
  onWait: () => out.log('Another process is applying the migrations; waiting for it to finish…'),
});

/** `npm run db:migrate`: applies the committed migrations to the configured database. */
export async function runMigrateCommand(options: CommandOptions): Promise<ExitCode> {
  const { args, out } = options;
  if (args.length > 0) {
    out.error(`db:migrate takes no arguments (got: ${args.join(' ')}).`);
    return 2;
  }
  return onConfiguredDatabase(options, async (database, name) => {
    await database.migrate(waitNotice(out));
    out.log(`Migrations applied to ${name}.`);
    return 0;
  });
}

/**
 * `npm run db:seed -- --demo`: migrates the configured database and loads the
 * demo catalogue into it. The demo catalogue is the only seed data there is, so
 * without `--demo` the command explains itself and changes nothing: a real
 * shop's catalogue never gets demo rows by accident.
 */
export async function runSeedCommand(options: CommandOptions): Promise<ExitCode> {
  const { args, out, clock } = options;
  if (args.length !== 1 || args[0] !== '--demo') {
    out.error(
      'db:seed loads the demo catalogue (demo products, stories, news, shops, promotions and alerts) and must be ' +
        `asked for it explicitly: ${SEED_DEMO_COMMAND}. There is no other seed data; nothing was changed.`,
    );
    return 2;
  }
  return onConfiguredDatabase(options, async (database, name) => {
    await database.migrate(waitNotice(out));
    const outcome = await seedDemoCatalogue(database.db, clock());
    switch (outcome) {
      case 'seeded':
        out.log(`Loaded the demo catalogue into ${name}.`);
        return 0;
      case 'already-seeded':
        out.log(`Nothing to do: ${name} already has the demo catalogue.`);
        return 0;
      case 'catalogue-not-empty':
        out.error(
          `${name} already has a catalogue that is not the demo one; demo rows are loaded only into an empty catalogue. Nothing was changed.`,
        );
        return 1;
    }
  });
}

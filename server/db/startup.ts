import type { Logger } from 'pino';
import type { Clock } from '../../src/domain/time';
import type { ScryptCost } from '../services/accounts/passwords';
import type { DatabaseHandle } from './client';
import {
  catalogueIsEmpty,
  holdsDemoCatalogue,
  seedDemoCatalogue,
  seedDemoKioskPins,
  seedDemoStaff,
} from './seed/index';

export const SEED_DEMO_COMMAND = 'npm run db:seed -- --demo';

export type StartupCatalogue =
  /** The embedded database was empty and now holds the demo catalogue. */
  | 'demo-seeded'
  /** The catalogue already had products. */
  | 'present'
  /** A PostgreSQL database without products: the server never seeds one by itself. */
  | 'empty';

export interface PrepareDatabaseOptions {
  clock: Clock;
  log: Pick<Logger, 'info' | 'warn'>;
  /** How the demo kiosk PIN is hashed (production cost by default). */
  pinCost?: ScryptCost;
  /** How the demo staff passwords are hashed (production cost by default). */
  passwordCost?: ScryptCost;
}

/**
 * What the server does with its database before serving: apply the migrations
 * (on PostgreSQL under the migration lock), then fill the embedded database
 * with the demo catalogue when it has none, so a fresh clone shows a full shop.
 * A PostgreSQL database is the operator's: demo rows go in only by the explicit
 * seed command, and an empty catalogue is reported, not filled. The demo staff
 * accounts (known passwords) go only into the embedded demo database, never
 * into PostgreSQL, not even by the seed command.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  { clock, log, pinCost, passwordCost }: PrepareDatabaseOptions,
): Promise<StartupCatalogue> {
  await database.migrate({
    onWait: () => log.info('another process is applying the migrations; waiting for it to finish'),
  });
  const demoStaff = async () => {
    if (database.kind === 'pglite') await seedDemoStaff(database.db, clock(), passwordCost ? { passwordCost } : {});
  };
  if (!(await catalogueIsEmpty(database.db))) {
    // A demo database made before kiosks (or staff) existed gets the demo kiosk PINs and staff, once;
    // a PIN set or a login taken since stays.
    if (await holdsDemoCatalogue(database.db)) {
      await seedDemoKioskPins(database.db, pinCost ? { pinCost } : {});
      await demoStaff();
    }
    return 'present';
  }
  if (database.kind === 'postgres') {
    log.warn(`the PostgreSQL catalogue is empty: run ${SEED_DEMO_COMMAND} to load the demo catalogue`);
    return 'empty';
  }
  const outcome = await seedDemoCatalogue(database.db, clock(), pinCost ? { pinCost } : {});
  if (outcome !== 'seeded') {
    // The demo marker outlives a catalogue emptied by hand: the demo is loaded once per database.
    log.warn('the embedded catalogue is empty; the demo catalogue was loaded into it once and is not loaded again');
    return 'empty';
  }
  await demoStaff();
  log.info('the embedded database was empty: loaded the demo catalogue');
  return 'demo-seeded';
}

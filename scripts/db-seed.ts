/**
 * Loads the demo catalogue into the database the environment names, after
 * applying the migrations. Only with `--demo`: there is no other seed data, and
 * a real database never gets demo rows by itself.
 *
 *   npm run db:seed -- --demo
 *   DATABASE_URL=postgres://… npm run db:seed -- --demo
 */

import { runSeedCommand } from '../server/db/commands';
import { systemClock } from '../src/domain/time';

process.exitCode = await runSeedCommand({
  args: process.argv.slice(2),
  env: process.env,
  out: console,
  clock: systemClock,
});

/**
 * Puts a `db:backup` file back as the embedded database while no server runs.
 *
 *   npm run db:restore -- backups/shop.tar.gz [--replace]
 */

import { runRestoreCommand } from '../server/db/backup/commands';
import { systemClock } from '../src/domain/time';

process.exitCode = await runRestoreCommand({
  args: process.argv.slice(2),
  env: process.env,
  out: console,
  clock: systemClock,
});

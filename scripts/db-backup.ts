/**
 * A consistent copy of the embedded database (`DATA_DIR`), while the server
 * runs or not; PostgreSQL is backed up with pg_dump instead.
 *
 *   npm run db:backup [-- backups/shop.tar.gz]
 */

import { runBackupCommand } from '../server/db/backup/commands';
import { systemClock } from '../src/domain/time';

process.exitCode = await runBackupCommand({
  args: process.argv.slice(2),
  env: process.env,
  out: console,
  clock: systemClock,
});

/**
 * Applies the committed migrations to the database the environment names
 * (`DATABASE_URL`, else the embedded one in `DATA_DIR`), under the same
 * advisory lock the server takes on start.
 *
 *   npm run db:migrate
 */

import { runMigrateCommand } from '../server/db/commands';
import { systemClock } from '../src/domain/time';

process.exitCode = await runMigrateCommand({
  args: process.argv.slice(2),
  env: process.env,
  out: console,
  clock: systemClock,
});

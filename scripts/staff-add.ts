/**
 * Creates a staff account in the database the environment names and prints
 * its generated password once:
 *
 *   npm run staff:add -- --login anna --role staff --shop nemiga --name "Анна"
 *   npm run staff:add -- --login boss --role admin
 */

import { runStaffAddCommand } from '../server/db/staff-add-command';
import { systemClock } from '../src/domain/time';

process.exitCode = await runStaffAddCommand({
  args: process.argv.slice(2),
  env: process.env,
  out: console,
  clock: systemClock,
});

/**
 * Sets a shop's kiosk PIN (and optionally its idle time) in the database the
 * environment names:
 *
 *   npm run kiosk:pin -- nemiga 4821
 *   npm run kiosk:pin -- nemiga 4821 --idle 90
 */

import { runKioskPinCommand } from '../server/db/kiosk-pin-command';
import { systemClock } from '../src/domain/time';

process.exitCode = await runKioskPinCommand({
  args: process.argv.slice(2),
  env: process.env,
  out: console,
  clock: systemClock,
});

/**
 * A second process for the lock tests: takes the lock on the directory given as
 * its argument, prints `locked`, and releases it when its stdin closes or on SIGTERM.
 * Run as `node --import tsx server/testing/hold-lock.ts <dir>`.
 */
import { lockDataDir } from '../db/lock';

const dir = process.argv[2];
if (!dir) throw new Error('usage: hold-lock.ts <data dir>');
const lock = lockDataDir(dir);
const release = () => {
  lock.release();
  process.exit(0);
};
process.on('SIGTERM', release);
process.stdin.on('end', release);
process.stdin.resume();
process.stdout.write('locked\n');

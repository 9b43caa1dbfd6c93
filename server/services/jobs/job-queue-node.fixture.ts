import pg from 'pg';
import { startJobQueue } from './job-queue';

/*
 * A node for `job-queue.test.ts` that a test kills with SIGKILL mid-round: it takes the `probe` job's rounds
 * with the test's queue settings, says `taken` when one starts, and never finishes it.
 */
const [url, settingsJson] = process.argv.slice(2);
if (!url || !settingsJson) throw new Error('usage: job-queue-node.fixture.ts <database url> <settings json>');
const pool = new pg.Pool({ connectionString: url, max: 3 });
const log = { error: console.error, warn: console.error };
const queue = await startJobQueue(pool, { log, ...JSON.parse(settingsJson) });
queue.repeat(
  async () => {
    process.stdout.write('taken\n');
    await new Promise(() => undefined);
  },
  { name: 'probe', intervalMs: 1000, log },
);
process.stdout.write('ready\n');

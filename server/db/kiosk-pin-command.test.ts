import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createPasswordHasher, TEST_SCRYPT_COST } from '../services/accounts/passwords';
import { fixedClock, seededDataDir } from '../testing/index';
import { openDatabase } from './client';
import { runKioskPinCommand } from './kiosk-pin-command';
import { shopKioskSettings } from './schema';

// Seeded from the run's template: the seed command is tested on its own (commands.test.ts).
const dataDir = await seededDataDir('teply-pirog-kiosk-pin-');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(args: string[]) {
  const said: string[] = [];
  const complained: string[] = [];
  return {
    options: {
      args,
      env: { DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      clock: fixedClock,
      pinCost: TEST_SCRYPT_COST,
      out: { log: (message: string) => said.push(message), error: (message: string) => complained.push(message) },
    },
    said,
    complained,
  };
}

describe('npm run kiosk:pin', () => {
  it('sets a shop’s PIN and idle time, and says clearly what is wrong otherwise', async () => {
    const set = run(['nemiga', '4821', '--idle', '90']);
    expect(await runKioskPinCommand(set.options)).toBe(0);
    expect(set.said.join('\n')).toContain('nemiga');

    for (const [args, code, text] of [
      [['nemiga', '12'], 2, '4 to 8 digits'],
      [['nemiga'], 2, 'Usage'],
      [['nemiga', '1234', '--idle', '5'], 2, '--idle'],
      [['netu-takoy', '1234'], 1, 'There is no shop "netu-takoy"'],
    ] as const) {
      const wrong = run([...args]);
      expect(await runKioskPinCommand(wrong.options), args.join(' ')).toBe(code);
      expect(wrong.complained.join('\n')).toContain(text);
    }

    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const [row] = await database.db.select().from(shopKioskSettings).where(eq(shopKioskSettings.shopId, 'nemiga'));
      expect(row?.idleMs).toBe(90_000);
      const hasher = createPasswordHasher(TEST_SCRYPT_COST);
      expect(await hasher.verify('4821', row?.pinHash ?? '')).toBe(true);
      expect(await hasher.verify('1234', row?.pinHash ?? '')).toBe(false);
    } finally {
      await database.close();
    }
  }, 60_000);
});
